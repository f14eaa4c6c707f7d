class Program_weight_tensor_meta_input_581:
    name = "input_581"
    shape = [1, 3840, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000909668483441825
    std = 0.04984397579703541
    data = None
    min_val = -0.2400326132774353
    max_val = 0.23418766260147095


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_7_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [3840]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.001
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_1_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_7_modules_1_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [3840]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.52
    std = 2.669
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_1_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_1_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [3840]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.912
    std = 0.298
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_1_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_1_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [3840]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.015
    std = 0.818
    data = None
