class Program_weight_tensor_meta_attention_probs:
    name = "attention_probs"
    shape = [1, 12, 257, 257]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.7105105800041525e-05
    std = 0.010049090291181229
    data = None
    min_val = -0.05014659836888313
    max_val = 0.049051038920879364
