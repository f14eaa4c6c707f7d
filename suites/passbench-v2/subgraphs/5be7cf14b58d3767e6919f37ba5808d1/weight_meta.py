class Program_weight_tensor_meta_context_layer_8:
    name = "context_layer_8"
    shape = [16, 49, 192]
    dtype = "torch.float16"
    device = "cpu"
    mean = -7.684892313095161e-05
    std = 0.008099166528966034
    data = None
    min_val = -0.030600544065237045
    max_val = 0.03200936317443848


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [192, 192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.0343124986284245e-05
    std = 0.02008150734510885
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
