class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 128, 64, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 8.387559266876462e-05
    std = 0.006759689374239502
    data = None
    min_val = -0.02201690524816513
    max_val = 0.022861555218696594


class Program_weight_tensor_meta_L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_attention_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_attention_modules_dense_parameters_weight_"
    shape = [4096, 4096]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.6658686368965916e-06
    std = 0.02000349546527925
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_attention_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_attention_modules_dense_parameters_bias_"
    shape = [4096]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
