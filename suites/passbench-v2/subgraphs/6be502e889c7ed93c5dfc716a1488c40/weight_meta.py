class Program_weight_tensor_meta_permute_9:
    name = "permute_9"
    shape = [1, 32, 4, 32, 4, 192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.0425910428738666e-07
    std = 0.00027298853426825864
    data = None
    min_val = -0.001327820704318583
    max_val = 0.001393665443174541
