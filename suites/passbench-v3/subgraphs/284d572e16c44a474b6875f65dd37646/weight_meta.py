class Program_weight_tensor_meta_x_104:
    name = "x_104"
    shape = [1, 320, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 2.9083635770509954e-11
    std = 1.5905053782134915e-09
    data = None
    min_val = -7.977629223887561e-09
    max_val = 6.544595532176345e-09


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_conv_down_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_2_modules_conv_down_modules_bn_buffers_running_mean_"
    shape = [320]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_conv_down_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_2_modules_conv_down_modules_bn_buffers_running_var_"
    shape = [320]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_conv_down_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_conv_down_modules_bn_parameters_weight_"
    shape = [320]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_conv_down_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_conv_down_modules_bn_parameters_bias_"
    shape = [320]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
