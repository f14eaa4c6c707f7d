class Program_weight_tensor_meta_context_layer_8:
    name = "context_layer_8"
    shape = [9, 144, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.3599797612881916e-05
    std = 0.004109354190353279
    data = None
    min_val = -0.015444302931427956
    max_val = 0.017747405916452408


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.56672235059383e-05
    std = 0.019894878038678284
    data = None


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
