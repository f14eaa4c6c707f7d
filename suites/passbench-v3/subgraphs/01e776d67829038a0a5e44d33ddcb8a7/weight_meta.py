class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 11, 3072]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.16187995863991533
    std = 0.010200835861927137
    data = None
    min_val = -0.16997122764587402
    max_val = -0.02420353889465332


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.045
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.003
    std = 0.08
    data = None
