class Program_weight_tensor_meta_hidden_state_308:
    name = "hidden_state_308"
    shape = [1, 128, 28, 28]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.286682004281149e-22
    std = 1.7848937591066124e-20
    data = None
    min_val = -5.913961393660256e-20
    max_val = 6.371444617425219e-20


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_conv_parameters_weight_"
    shape = [128, 128, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00010040221728070588
    std = 0.010018982871741241
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_norm_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_326:
    name = "hidden_state_326"
    shape = [1, 128, 28, 28]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.1308849625212292e-28
    std = 9.954284118165006e-27
    data = None
    min_val = -3.6778343997435966e-26
    max_val = 3.381315452166618e-26
