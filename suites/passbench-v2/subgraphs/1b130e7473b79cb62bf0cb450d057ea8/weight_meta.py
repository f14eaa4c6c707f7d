class Program_weight_tensor_meta_attn_17:
    name = "attn_17"
    shape = [1, 16, 8, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.8254170957003136
    std = 0.2786404819923026
    data = None
    min_val = -1.7976301908493042
    max_val = -0.05953512340784073


class Program_weight_tensor_meta_unsqueeze_11:
    name = "unsqueeze_11"
    shape = [1, 16, 1, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = -22.990420658059143
    std = 42.07765098109067
    data = None
    min_val = -100.0
    max_val = 0.0
