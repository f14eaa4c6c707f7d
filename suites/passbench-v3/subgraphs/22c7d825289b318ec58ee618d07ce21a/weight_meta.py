class Program_weight_tensor_meta_attn_output_5:
    name = "attn_output_5"
    shape = [1, 22, 8, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.1039755587774733e-06
    std = 0.03001141687883295
    data = None
    min_val = -0.07979202270507812
    max_val = 0.07893988490104675


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.04
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.001
    std = 0.067
    data = None
