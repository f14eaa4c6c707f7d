class Program_weight_tensor_meta_layer_norm_3:
    name = "layer_norm_3"
    shape = [1, 128, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.816054249111539e-09
    std = 1.0000050666500064
    data = None
    min_val = -4.263743877410889
    max_val = 4.31795072555542


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layer_modules_1_modules_attention_modules_attention_modules_value_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layer_modules_1_modules_attention_modules_attention_modules_value_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.7201014228565752e-06
    std = 0.020008666506603958
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layer_modules_1_modules_attention_modules_attention_modules_value_parameters_bias_:
    name = "L_self_modules_text_model_modules_encoder_modules_layer_modules_1_modules_attention_modules_attention_modules_value_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_layer_1:
    name = "key_layer_1"
    shape = [1, 12, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0008016875699468073
    std = 0.11023861691908214
    data = None
    min_val = -0.44639432430267334
    max_val = 0.4511769115924835
