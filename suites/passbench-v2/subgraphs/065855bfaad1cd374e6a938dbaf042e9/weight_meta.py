class Program_weight_tensor_meta_output_16:
    name = "output_16"
    shape = [1, 1029, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00016542962831882408
    std = 0.05723189344385705
    data = None
    min_val = -0.26448574662208557
    max_val = 0.2644452452659607


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_decoder_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_output_proj_parameters_weight_:
    name = "L_self_modules_pixel_level_module_modules_decoder_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_output_proj_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00015979671968585282
    std = 0.06237659835374102
    data = None


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_decoder_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_output_proj_parameters_bias_:
    name = "L_self_modules_pixel_level_module_modules_decoder_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_output_proj_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
