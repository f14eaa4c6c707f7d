class Program_weight_tensor_meta_attn_output_17:
    name = "attn_output_17"
    shape = [1, 35, 8, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0004429561506214303
    std = 0.030059871724985435
    data = None
    min_val = -0.08799192309379578
    max_val = 0.10074608027935028


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.035
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.001
    std = 0.038
    data = None
