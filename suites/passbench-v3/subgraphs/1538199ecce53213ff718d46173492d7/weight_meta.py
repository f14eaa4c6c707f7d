class Program_weight_tensor_meta_attn_output_5:
    name = "attn_output_5"
    shape = [1, 32, 8, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0028653248909339124
    std = 0.02714625990250863
    data = None
    min_val = -0.08636856079101562
    max_val = 0.07438743859529495


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.001
    std = 0.083
    data = None
