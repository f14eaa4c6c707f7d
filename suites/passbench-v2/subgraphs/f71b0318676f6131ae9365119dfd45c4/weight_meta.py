class Program_weight_tensor_meta_silu_4:
    name = "silu_4"
    shape = [1, 576, 5632]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_x_64:
    name = "x_64"
    shape = [1, 576, 5632]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0008028497814080567
    std = 0.1808161647208659
    data = None
    min_val = -1.0070624351501465
    max_val = 0.9306045770645142
