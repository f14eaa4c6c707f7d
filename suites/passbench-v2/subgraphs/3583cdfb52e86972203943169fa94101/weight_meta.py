class Program_weight_tensor_meta_attention_scores:
    name = "attention_scores"
    shape = [1, 12, 20, 20]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.00042408375787545083
    std = 0.09604386446808154
    data = None
    min_val = -0.3602447211742401
    max_val = 0.3616229295730591


class Program_weight_tensor_meta_extended_attention_mask_2:
    name = "extended_attention_mask_2"
    shape = [1, 1, 1, 20]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0]
    min_val = -0.0
    max_val = -0.0
