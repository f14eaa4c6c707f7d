class Program_weight_tensor_meta_attention_scores_13:
    name = "attention_scores_13"
    shape = [1, 8, 4, 4]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00043720334343788636
    std = 0.0018848597414775836
    data = None
    min_val = -0.005624930374324322
    max_val = 0.006731005851179361
