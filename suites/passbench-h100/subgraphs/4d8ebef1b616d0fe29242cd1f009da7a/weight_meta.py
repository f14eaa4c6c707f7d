class Program_weight_tensor_meta_x_11:
    name = "x_11"
    shape = [1, 32, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00011718741202877789
    std = 0.0005605263509379178
    data = None
    min_val = -0.0017512895865365863
    max_val = 0.0017552647041156888


class Program_weight_tensor_meta_reshape:
    name = "reshape"
    shape = [1, 32, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_x_2:
    name = "x_2"
    shape = [1, 32, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = -8.779787509261459e-10
    std = 0.9531676522250112
    data = None
    min_val = -3.293956756591797
    max_val = 3.356114149093628


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_0_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_downsample_modules_0_parameters_weight_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_0_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_downsample_modules_0_parameters_bias_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
