class Program_weight_tensor_meta_linear_18:
    name = "linear_18"
    shape = [1, 14, 14, 1152]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0003853154004991094
    std = 0.0784643625781343
    data = None
    min_val = -0.3586091995239258
    max_val = 0.35278645157814026
