class Program_weight_tensor_meta_input_363:
    name = "input_363"
    shape = [1, 384, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.0211893273946625e-05
    std = 0.024160622044260175
    data = None
    min_val = -0.07098472863435745
    max_val = 0.07786046713590622


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_6_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.003
    std = 0.147
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_1_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_6_modules_1_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.095
    std = 0.118
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_1_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_6_modules_1_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.075
    std = 0.97
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_1_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_1_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001
    std = 0.027
    data = None


class Program_weight_tensor_meta_input_355:
    name = "input_355"
    shape = [1, 384, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.15093825684600395
    std = 1.230686682560679
    data = None
    min_val = -4.651340007781982
    max_val = 4.029837608337402
