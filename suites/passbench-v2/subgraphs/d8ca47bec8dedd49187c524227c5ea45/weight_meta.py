class Program_weight_tensor_meta_tanh_1:
    name = "tanh_1"
    shape = [1, 128, 16384]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0017311151085190393
    std = 0.19866374533296832
    data = None
    min_val = -0.8177485466003418
    max_val = 0.8123551607131958


class Program_weight_tensor_meta_mul_4:
    name = "mul_4"
    shape = [1, 128, 16384]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001131931435311299
    std = 0.12849792246129277
    data = None
    min_val = -0.6674600839614868
    max_val = 0.6593148112297058
