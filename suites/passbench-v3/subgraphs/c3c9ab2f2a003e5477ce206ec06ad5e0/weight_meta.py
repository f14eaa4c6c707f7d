class Program_weight_tensor_meta_x_231:
    name = "x_231"
    shape = [1, 1280, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -9.36000267022252e-17
    std = 4.558940952683878e-14
    data = None
    min_val = -2.392732550721838e-13
    max_val = 1.9325364333973305e-13


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_conv_transition_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_3_modules_conv_transition_modules_bn_buffers_running_mean_"
    shape = [1280]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_conv_transition_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_3_modules_conv_transition_modules_bn_buffers_running_var_"
    shape = [1280]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_conv_transition_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_conv_transition_modules_bn_parameters_weight_"
    shape = [1280]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_conv_transition_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_conv_transition_modules_bn_parameters_bias_"
    shape = [1280]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
