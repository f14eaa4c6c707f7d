class Program_weight_tensor_meta_x_45:
    name = "x_45"
    shape = [1, 152, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -3.413559488146555e-07
    std = 5.234077414841116e-06
    data = None
    min_val = -1.7027341527864337e-05
    max_val = 2.0365978343761526e-05


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_mean_"
    shape = [152]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_var_"
    shape = [152]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_weight_:
    name = "L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_weight_"
    shape = [152]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_bias_:
    name = "L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_bias_"
    shape = [152]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_38:
    name = "x_38"
    shape = [1, 152, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00022744759916626885
    std = 0.00032024983842802556
    data = None
    min_val = 0.0
    max_val = 0.0022835147101432085
