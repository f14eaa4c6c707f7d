class Program_weight_tensor_meta_out_68:
    name = "out_68"
    shape = [1, 1024, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.1481522297309137e-07
    std = 9.632100665499696e-07
    data = None
    min_val = -3.796553301071981e-06
    max_val = 3.859644039039267e-06


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_1_modules_bn3_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn3_buffers_running_var_:
    name = "L_self_modules_layer3_modules_1_modules_bn3_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn3_parameters_weight_:
    name = "L_self_modules_layer3_modules_1_modules_bn3_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn3_parameters_bias_:
    name = "L_self_modules_layer3_modules_1_modules_bn3_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_out_63:
    name = "out_63"
    shape = [1, 1024, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.1344282920632906e-05
    std = 3.1173744685832484e-05
    data = None
    min_val = 0.0
    max_val = 0.00024407108139712363
