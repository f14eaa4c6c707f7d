class Program_weight_tensor_meta_attn_weights_35:
    name = "attn_weights_35"
    shape = [1, 12, 325, 325]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0001181674128997629
    std = 0.07646174280069867
    data = None
    min_val = -0.44778600335121155
    max_val = 0.40372729301452637
