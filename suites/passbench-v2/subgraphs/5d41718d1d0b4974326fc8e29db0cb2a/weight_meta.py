class Program_weight_tensor_meta_attention_scores_9:
    name = "attention_scores_9"
    shape = [1, 4, 16, 4]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0001207829375875491
    std = 0.0007807541626514419
    data = None
    min_val = -0.0019574607722461224
    max_val = 0.0014500935794785619
