class Program_weight_tensor_meta_x_114:
    name = "x_114"
    shape = [1, 320, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0107121692296282e-14
    std = 1.5344542104082543e-12
    data = None
    min_val = -5.8705878699938374e-12
    max_val = 7.193357454832183e-12


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv2_modules_bn_buffers_running_mean_"
    shape = [320]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv2_modules_bn_buffers_running_var_"
    shape = [320]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv2_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv2_modules_bn_parameters_weight_"
    shape = [320]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv2_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv2_modules_bn_parameters_bias_"
    shape = [320]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x1_2:
    name = "x1_2"
    shape = [1, 320, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.2795547799856727e-12
    std = 7.896803903813991e-11
    data = None
    min_val = -3.4408143001485314e-10
    max_val = 3.346359855882497e-10
