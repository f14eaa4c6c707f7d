class Program_weight_tensor_meta_matmul_20:
    name = "matmul_20"
    shape = [1, 12, 325, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.006111116012950574
    std = 0.6104411560531978
    data = None
    min_val = -2.8721306324005127
    max_val = 3.2025232315063477


class Program_weight_tensor_meta_mask_1:
    name = "mask_1"
    shape = [1, 1, 1, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
