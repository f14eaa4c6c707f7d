class Program_weight_tensor_meta_permute:
    name = "permute"
    shape = [1, 128, 4, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00046297926181027276
    std = 0.008063235061249865
    data = None
    min_val = -0.0330067053437233
    max_val = 0.03611406683921814
