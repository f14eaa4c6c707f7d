class Program_weight_tensor_meta_queries:
    name = "queries"
    shape = [1, 1, 8, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.3222457850847746e-11
    std = 0.001856801424799543
    data = None
    min_val = -0.005312033463269472
    max_val = 0.0044401721097528934


class Program_weight_tensor_meta_attn_output_169:
    name = "attn_output_169"
    shape = [1, 1, 8, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.015775518755426e-07
    std = 1.2022836585099284e-05
    data = None
    min_val = -2.916905577876605e-05
    max_val = 4.2260602640453726e-05


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm2_parameters_weight_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm2_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
