class Program_weight_tensor_meta_x_14:
    name = "x_14"
    shape = [1, 784, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.8366454481116997e-06
    std = 1.981687159516016e-06
    data = None
    min_val = 0.0
    max_val = 8.98778762348229e-06


class Program_weight_tensor_meta_L_self_modules_fc_parameters_weight_:
    name = "L_self_modules_fc_parameters_weight_"
    shape = [1000, 784]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.652886695353114e-05
    std = 0.01001796849449106
    data = None


class Program_weight_tensor_meta_L_self_modules_fc_parameters_bias_:
    name = "L_self_modules_fc_parameters_bias_"
    shape = [1000]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
