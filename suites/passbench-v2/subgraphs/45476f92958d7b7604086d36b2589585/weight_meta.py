class Program_weight_tensor_meta_attention_scores_13:
    name = "attention_scores_13"
    shape = [1, 8, 50, 50]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.2116187417549044e-05
    std = 0.008213415545066825
    data = None
    min_val = -0.03267042711377144
    max_val = 0.031000876799225807
