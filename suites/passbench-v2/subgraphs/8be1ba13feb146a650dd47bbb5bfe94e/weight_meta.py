class Program_weight_tensor_meta_x_4:
    name = "x_4"
    shape = [1, 197, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0018702876155610106
    std = 0.03961369986090516
    data = None
    min_val = -0.1901596635580063
    max_val = 0.16893069446086884


class Program_weight_tensor_meta_x_10:
    name = "x_10"
    shape = [1, 197, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0036998837166290492
    std = 0.12882886286649065
    data = None
    min_val = -0.41552677750587463
    max_val = 0.45685309171676636


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
