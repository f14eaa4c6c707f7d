class Program_weight_tensor_meta_x_74:
    name = "x_74"
    shape = [1, 256, 100, 100]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0008114705213815796
    std = 0.009100579445173482
    data = None
    min_val = -0.023765383288264275
    max_val = 0.03195684403181076


class Program_weight_tensor_meta_scale_24:
    name = "scale_24"
    shape = [1, 256, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.2022203917731531
    std = 0.007228094112693493
    data = None
    min_val = 0.18478602170944214
    max_val = 0.22047799825668335


class Program_weight_tensor_meta_bias_49:
    name = "bias_49"
    shape = [1, 256, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.40769262122921646
    std = 0.5033131042057811
    data = None
    min_val = -1.727838397026062
    max_val = 0.8064194917678833
