class Program_weight_tensor_meta_x_gate:
    name = "x_gate"
    shape = [1, 256, 4096]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_x_12:
    name = "x_12"
    shape = [1, 256, 4096]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0011260389529323036
    std = 0.15592417953887727
    data = None
    min_val = -0.7623519897460938
    max_val = 0.7259042859077454
