class Program_weight_tensor_meta_x:
    name = "x"
    shape = [1, 40, 112, 112]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.017738152817387942
    std = 0.026733799150257007
    data = None
    min_val = -0.15148822963237762
    max_val = 0.08208875358104706


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stem_modules_conv1_modules_bn_buffers_running_mean_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_stem_modules_conv1_modules_bn_buffers_running_var_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_parameters_weight_:
    name = "L_self_modules_stem_modules_conv1_modules_bn_parameters_weight_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_parameters_bias_:
    name = "L_self_modules_stem_modules_conv1_modules_bn_parameters_bias_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
