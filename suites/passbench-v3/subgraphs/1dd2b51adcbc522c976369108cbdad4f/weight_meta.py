class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 12, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.04804006072037469
    std = 0.057207459062060546
    data = None
    min_val = -0.16395609080791473
    max_val = 0.24192607402801514


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_"
    shape = [128, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.05
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.048
    data = None
