class Program_weight_tensor_meta_attention_scores:
    name = "attention_scores"
    shape = [1, 4, 15, 15]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -3.890117161517992e-06
    std = 0.0010176341863050724
    data = None
    min_val = -0.004241669084876776
    max_val = 0.0029315927531570196


class Program_weight_tensor_meta_extended_attention_mask:
    name = "extended_attention_mask"
    shape = [1, 1, 1, 15]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0]
    min_val = -0.0
    max_val = -0.0
