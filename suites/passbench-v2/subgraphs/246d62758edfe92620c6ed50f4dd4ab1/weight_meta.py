class Program_weight_tensor_meta_attention_scores_1:
    name = "attention_scores_1"
    shape = [1, 8, 900, 900]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.572688824785454e-12
    std = 6.638235665637442e-08
    data = None
    min_val = -3.8786683376201836e-07
    max_val = 4.0046310800789797e-07
