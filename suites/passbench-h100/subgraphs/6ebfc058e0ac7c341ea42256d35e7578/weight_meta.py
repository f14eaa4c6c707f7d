class Program_weight_tensor_meta_input_52_1:
    name = "input_52_1"
    shape = [1, 40, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 4.289832501775334e-12
    std = 4.903151396894541e-11
    data = None
    min_val = -1.5531978481142517e-10
    max_val = 1.9737440848377474e-10


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [120, 40, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.1689878203166397e-05
    std = 0.12977933070023748
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_7_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [120]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_7_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [120]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [120]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [120]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
