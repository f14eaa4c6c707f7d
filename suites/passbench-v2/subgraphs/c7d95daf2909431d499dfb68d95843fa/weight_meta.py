class Program_weight_tensor_meta_layer_output_45:
    name = "layer_output_45"
    shape = [1, 49, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00028118658593016057
    std = 0.1812102376165666
    data = None
    min_val = -0.7576489448547363
    max_val = 0.7686257362365723


class Program_weight_tensor_meta_attention_windows_83:
    name = "attention_windows_83"
    shape = [1, 49, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.5558395379712673e-05
    std = 0.002304648412172045
    data = None
    min_val = -0.00800581555813551
    max_val = 0.007856975309550762


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_layernorm_after_parameters_weight_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_layernorm_after_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
