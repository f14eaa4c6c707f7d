class Program_weight_tensor_meta_attention_scores:
    name = "attention_scores"
    shape = [25, 4, 144, 144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.8434953493219798e-05
    std = 0.010618631664860762
    data = None
    min_val = -0.07185039669275284
    max_val = 0.06416265666484833


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_buffers_relative_position_index_:
    name = "L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_buffers_relative_position_index_"
    shape = [144, 144]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 528


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_parameters_relative_position_bias_table_:
    name = "L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_parameters_relative_position_bias_table_"
    shape = [529, 4]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
