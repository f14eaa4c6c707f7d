class Program_weight_tensor_meta_attn_output_14:
    name = "attn_output_14"
    shape = [1, 13, 512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0003792209886142381
    std = 0.004944643652732847
    data = None
    min_val = -0.012402758002281189
    max_val = 0.020373666658997536


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_encoder_attn_modules_out_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_1_modules_encoder_attn_modules_out_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
