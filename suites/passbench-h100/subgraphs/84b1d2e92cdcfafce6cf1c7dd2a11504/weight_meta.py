class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 65, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.04801292132022074
    std = 0.4012856338640846
    data = None
    min_val = -0.6660463213920593
    max_val = 0.731690526008606


class Program_weight_tensor_meta_G_np_pi:
    name = "G_np_pi"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 3.142
    std = 0.0
    data = [3.141593]
