class Program_weight_tensor_meta_attn_output_1:
    name = "attn_output_1"
    shape = [1, 197, 12, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00010078814212219463
    std = 0.007875577862097215
    data = None
    min_val = -0.027189213782548904
    max_val = 0.02209644392132759


class Program_weight_tensor_meta_L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.7486040677025074e-06
    std = 0.019994852850315253
    data = None


class Program_weight_tensor_meta_L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
