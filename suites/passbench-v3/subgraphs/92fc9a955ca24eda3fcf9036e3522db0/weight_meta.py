class Program_weight_tensor_meta_context_layer_11:
    name = "context_layer_11"
    shape = [16, 49, 192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -9.755518934600087e-05
    std = 0.009621787912297694
    data = None
    min_val = -0.053772587329149246
    max_val = 0.04008543863892555


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [192, 192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.2897653473054357e-05
    std = 0.019917044546175457
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
