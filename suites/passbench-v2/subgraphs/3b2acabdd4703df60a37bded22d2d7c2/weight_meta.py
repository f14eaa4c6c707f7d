class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 128, 4, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.234142693424701e-05
    std = 0.00037426584252903236
    data = None
    min_val = -0.000885159068275243
    max_val = 0.0010089154820889235


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [128, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00011201866598287971
    std = 0.02008650557179385
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
