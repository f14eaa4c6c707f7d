class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 10, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.012691731250391669
    std = 0.10752021986324371
    data = None
    min_val = -0.41579297184944153
    max_val = 0.30123046040534973


class Program_weight_tensor_meta_L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.003
    std = 0.095
    data = None
