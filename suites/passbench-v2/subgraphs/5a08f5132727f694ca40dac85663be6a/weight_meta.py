class Program_weight_tensor_meta_tanh:
    name = "tanh"
    shape = [1, 128, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.387592373347999e-05
    std = 0.0880767042157888
    data = None
    min_val = -0.37411725521087646
    max_val = 0.37061789631843567


class Program_weight_tensor_meta_mul:
    name = "mul"
    shape = [1, 128, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.6560747000502614e-05
    std = 0.05553395121839149
    data = None
    min_val = -0.24381054937839508
    max_val = 0.24134252965450287
