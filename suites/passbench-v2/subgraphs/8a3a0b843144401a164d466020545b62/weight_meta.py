class Program_weight_tensor_meta_attention_scores:
    name = "attention_scores"
    shape = [1, 12, 11, 11]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005297621312091312
    std = 0.3217994759425344
    data = None
    min_val = -1.0601943731307983
    max_val = 1.1050431728363037


class Program_weight_tensor_meta_extended_attention_mask_2:
    name = "extended_attention_mask_2"
    shape = [1, 1, 1, 11]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0]
    min_val = -0.0
    max_val = -0.0
