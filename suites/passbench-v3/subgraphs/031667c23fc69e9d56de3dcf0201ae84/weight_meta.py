class Program_weight_tensor_meta_hidden_states_14:
    name = "hidden_states_14"
    shape = [1, 64, 16000]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0002067219950961844
    std = 0.0024187218700006167
    data = None
    min_val = -0.014522908255457878
    max_val = 0.019383924081921577


class Program_weight_tensor_meta_L_self_modules_block_modules_0_modules_res_unit3_modules_conv1_parameters_weight_:
    name = "L_self_modules_block_modules_0_modules_res_unit3_modules_conv1_parameters_weight_"
    shape = [64, 64, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.648059529838272e-05
    std = 0.020150582275314136
    data = None


class Program_weight_tensor_meta_L_self_modules_block_modules_0_modules_res_unit3_modules_conv1_parameters_bias_:
    name = "L_self_modules_block_modules_0_modules_res_unit3_modules_conv1_parameters_bias_"
    shape = [64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
