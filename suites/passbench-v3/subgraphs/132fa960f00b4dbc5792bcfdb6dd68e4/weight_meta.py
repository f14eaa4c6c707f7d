class Program_weight_tensor_meta_mul_6:
    name = "mul_6"
    shape = [1, 128, 4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.5527703604272924e-05
    std = 0.10236545284669796
    data = None
    min_val = -0.462309867143631
    max_val = 0.45141133666038513


class Program_weight_tensor_meta_mul_4:
    name = "mul_4"
    shape = [1, 128, 4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = -9.504562812293836e-06
    std = 0.06400744874038067
    data = None
    min_val = -0.2855454683303833
    max_val = 0.2789958417415619
