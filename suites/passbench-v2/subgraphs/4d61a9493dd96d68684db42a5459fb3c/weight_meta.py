class Program_weight_tensor_meta_matmul:
    name = "matmul"
    shape = [1, 12, 128, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.004688704694277791
    std = 0.09524277040879627
    data = None
    min_val = -0.3946217894554138
    max_val = 0.44208213686943054


class Program_weight_tensor_meta_extended_attention_mask_2:
    name = "extended_attention_mask_2"
    shape = [1, 1, 1, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = -0.0
    max_val = -0.0
