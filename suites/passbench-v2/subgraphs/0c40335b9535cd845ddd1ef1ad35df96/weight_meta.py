class Program_weight_tensor_meta_input_192:
    name = "input_192"
    shape = [1, 224, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.004873027790239597
    std = 0.02584725901120534
    data = None
    min_val = -0.06232393532991409
    max_val = 0.08621078729629517


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_5_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [224]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.023
    std = 0.131
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_1_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_5_modules_1_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [224]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.096
    std = 0.045
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_1_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_1_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [224]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.267
    std = 0.603
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_1_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_1_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [224]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.013
    data = None


class Program_weight_tensor_meta_input_184:
    name = "input_184"
    shape = [1, 224, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.04027159816982238
    std = 0.34953336608918156
    data = None
    min_val = -1.0505192279815674
    max_val = 1.2466293573379517
