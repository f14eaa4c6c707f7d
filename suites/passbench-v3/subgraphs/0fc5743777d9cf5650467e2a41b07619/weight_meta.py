class Program_weight_tensor_meta_x_48:
    name = "x_48"
    shape = [1, 32, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.9252005644348756e-10
    std = 3.435603522217287e-10
    data = None
    min_val = -1.5586399948475105e-09
    max_val = 9.454275140541313e-10


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_blocks_modules_2_modules_1_modules_bn3_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn3_buffers_running_var_:
    name = "L_self_modules_blocks_modules_2_modules_1_modules_bn3_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn3_parameters_weight_:
    name = "L_self_modules_blocks_modules_2_modules_1_modules_bn3_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn3_parameters_bias_:
    name = "L_self_modules_blocks_modules_2_modules_1_modules_bn3_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_41:
    name = "x_41"
    shape = [1, 32, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 8.299311425689317e-09
    std = 3.1127174723017934e-08
    data = None
    min_val = -1.2341719468622614e-07
    max_val = 1.482154772247668e-07
