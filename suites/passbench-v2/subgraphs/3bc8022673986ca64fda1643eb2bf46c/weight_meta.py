class Program_weight_tensor_meta_attention_scores_5:
    name = "attention_scores_5"
    shape = [4, 4, 64, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
