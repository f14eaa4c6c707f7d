class Program_weight_tensor_meta_attention_scores_8:
    name = "attention_scores_8"
    shape = [1, 6, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0006764309117202946
    std = 0.012087129442337101
    data = None
    min_val = -0.04971204325556755
    max_val = 0.06738446652889252
