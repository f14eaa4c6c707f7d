class Program_weight_tensor_meta_attention_scores_26:
    name = "attention_scores_26"
    shape = [4, 12, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = -77.96800103722373
    std = 99.01918223636883
    data = None
    min_val = -199.00152587890625
    max_val = 14.309420585632324
