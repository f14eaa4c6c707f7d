class Program_weight_tensor_meta_attention_probs_11:
    name = "attention_probs_11"
    shape = [1, 12, 325, 325]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.003076923077003718
    std = 0.002175384127780544
    data = None
    min_val = 0.0
    max_val = 0.005377781577408314


class Program_weight_tensor_meta_values_17:
    name = "values_17"
    shape = [1, 12, 325, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00013256139402000072
    std = 0.11153429220508679
    data = None
    min_val = -0.508421778678894
    max_val = 0.48497334122657776
