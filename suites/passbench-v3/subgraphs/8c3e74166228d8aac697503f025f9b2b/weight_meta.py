class Program_weight_tensor_meta_context_layer_2:
    name = "context_layer_2"
    shape = [25, 144, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.567255347488937e-05
    std = 0.0035099302933099177
    data = None
    min_val = -0.015244556590914726
    max_val = 0.011492853052914143


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [128, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.000164723752073501
    std = 0.020093291103000992
    data = None


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
