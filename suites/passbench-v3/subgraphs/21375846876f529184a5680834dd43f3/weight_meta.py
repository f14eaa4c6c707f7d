class Program_weight_tensor_meta_x_16:
    name = "x_16"
    shape = [1, 80, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.1641457497789706e-08
    std = 4.3895092537797264e-07
    data = None
    min_val = -2.0821441921725636e-06
    max_val = 1.9481481103866827e-06


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv2_modules_bn_buffers_running_mean_"
    shape = [80]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv2_modules_bn_buffers_running_var_"
    shape = [80]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv2_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv2_modules_bn_parameters_weight_"
    shape = [80]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv2_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv2_modules_bn_parameters_bias_"
    shape = [80]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x1:
    name = "x1"
    shape = [1, 80, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -3.61040528327206e-06
    std = 2.2305315851875844e-05
    data = None
    min_val = -0.00010464750812388957
    max_val = 0.00010464371734997258
