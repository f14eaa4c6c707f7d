class Program_weight_tensor_meta_attn_output_17:
    name = "attn_output_17"
    shape = [16, 49, 6, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.3094937970601586e-05
    std = 0.01015546571124473
    data = None
    min_val = -0.05309395492076874
    max_val = 0.04791760444641113


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_encoder_modules_swin_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_o_proj_parameters_weight_:
    name = "L_self_modules_pixel_level_module_modules_encoder_modules_swin_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_o_proj_parameters_weight_"
    shape = [192, 192]
    dtype = "torch.float16"
    device = "cpu"
    mean = -5.8525500359306315e-05
    std = 0.019982308548758643
    data = None


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_encoder_modules_swin_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_o_proj_parameters_bias_:
    name = "L_self_modules_pixel_level_module_modules_encoder_modules_swin_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_o_proj_parameters_bias_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
