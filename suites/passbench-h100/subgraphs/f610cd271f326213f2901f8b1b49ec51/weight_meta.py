class Program_weight_tensor_meta_proj_high:
    name = "proj_high"
    shape = [1, 65, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.3134808951619142
    std = 4.328527080099233
    data = None
    min_val = -21.7820987701416
    max_val = 18.657617568969727
