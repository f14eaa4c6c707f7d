class Program_weight_tensor_meta_hidden_states_182:
    name = "hidden_states_182"
    shape = [1, 128, 2000]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.335927007550185e-06
    std = 0.0002763018370275018
    data = None
    min_val = -0.00142927304841578
    max_val = 0.0014467561850324273


class Program_weight_tensor_meta_L_self_modules_acoustic_encoder_modules_block_modules_1_modules_res_unit3_modules_conv1_parameters_weight_:
    name = "L_self_modules_acoustic_encoder_modules_block_modules_1_modules_res_unit3_modules_conv1_parameters_weight_"
    shape = [128, 128, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.918938157162897e-05
    std = 0.019999587731385514
    data = None


class Program_weight_tensor_meta_L_self_modules_acoustic_encoder_modules_block_modules_1_modules_res_unit3_modules_conv1_parameters_bias_:
    name = "L_self_modules_acoustic_encoder_modules_block_modules_1_modules_res_unit3_modules_conv1_parameters_bias_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
