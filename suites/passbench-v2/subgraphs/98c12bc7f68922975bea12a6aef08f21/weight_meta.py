class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 512, 4096]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -9.29140504204554e-06
    std = 0.12800000297225184
    data = None
    min_val = -0.6620073318481445
    max_val = 0.608751654624939
