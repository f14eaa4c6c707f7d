class Program_weight_tensor_meta_input_6:
    name = "input_6"
    shape = [1, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0002641172226844901
    std = 0.0015446943775487513
    data = None
    min_val = -0.004650052636861801
    max_val = 0.00396127812564373
