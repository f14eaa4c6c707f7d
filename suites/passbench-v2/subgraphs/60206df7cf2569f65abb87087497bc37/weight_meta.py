class Program_weight_tensor_meta_attn_output_5:
    name = "attn_output_5"
    shape = [1, 1248, 2, 8]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0031365887507840504
    std = 0.01270372073422324
    data = None
    min_val = -0.028221875429153442
    max_val = 0.031561706215143204
