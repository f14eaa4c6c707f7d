class Program_weight_tensor_meta_attn_output_282:
    name = "attn_output_282"
    shape = [1, 5184, 8, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.428218050896872e-05
    std = 0.001368218404797801
    data = None
    min_val = -0.003894083434715867
    max_val = 0.0033708408009260893


class Program_weight_tensor_meta_L_self_modules_detr_encoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_:
    name = "L_self_modules_detr_encoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00012756723123151905
    std = 0.020108404123419386
    data = None


class Program_weight_tensor_meta_L_self_modules_detr_encoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_bias_:
    name = "L_self_modules_detr_encoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
