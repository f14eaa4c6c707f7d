class Program_weight_tensor_meta_out_36:
    name = "out_36"
    shape = [1, 512, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 2.207610574397549e-07
    std = 5.7109964059456975e-06
    data = None
    min_val = -2.630842209327966e-05
    max_val = 2.273024983878713e-05


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_1_modules_bn3_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn3_buffers_running_var_:
    name = "L_self_modules_layer2_modules_1_modules_bn3_buffers_running_var_"
    shape = [512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn3_parameters_weight_:
    name = "L_self_modules_layer2_modules_1_modules_bn3_parameters_weight_"
    shape = [512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn3_parameters_bias_:
    name = "L_self_modules_layer2_modules_1_modules_bn3_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_out_31:
    name = "out_31"
    shape = [1, 512, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00014131168886889422
    std = 0.0002140069464223339
    data = None
    min_val = 0.0
    max_val = 0.0014773840084671974
