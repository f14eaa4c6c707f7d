class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 12, 2048]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.027036416190454816
    std = 0.06396697941089387
    data = None
    min_val = -0.16953103244304657
    max_val = 0.30112946033477783


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_"
    shape = [512, 2048]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.046
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.001
    std = 0.053
    data = None
