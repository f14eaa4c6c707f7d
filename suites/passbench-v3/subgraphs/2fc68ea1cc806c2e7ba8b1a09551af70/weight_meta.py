class Program_weight_tensor_meta_input_95:
    name = "input_95"
    shape = [1, 768, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.06874385008040299
    std = 1.4151705332152833
    data = None
    min_val = -4.5406575202941895
    max_val = 5.331206321716309


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.003
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_4_modules_1_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 21.859
    std = 17.966
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_1_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.064
    std = 0.457
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_1_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.179
    std = 0.884
    data = None
