class Program_weight_tensor_meta_qkv_2:
    name = "qkv_2"
    shape = [64, 49, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.037376346955858744
    std = 0.4548830737290244
    data = None
    min_val = -1.8278841972351074
    max_val = 1.6629046201705933
