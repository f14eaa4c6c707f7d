class Program_weight_tensor_meta_input_4:
    name = "input_4"
    shape = [1, 257, 5120]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.006306565313266012
    std = 0.06379961308853041
    data = None
    min_val = -0.16649295389652252
    max_val = 0.46257486939430237


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_mlp_modules_3_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_mlp_modules_3_parameters_weight_"
    shape = [1280, 5120]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -1.3512851846561462e-06
    std = 0.017680425162956676
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_mlp_modules_3_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_mlp_modules_3_parameters_bias_"
    shape = [1280]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 2.810447794429367e-08
    std = 9.6879192571123e-07
    data = None
