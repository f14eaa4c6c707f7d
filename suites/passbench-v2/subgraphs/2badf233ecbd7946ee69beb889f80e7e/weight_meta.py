class Program_weight_tensor_meta_attention_scores_1:
    name = "attention_scores_1"
    shape = [1, 12, 577, 577]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.653089584866768e-37
    std = 3.885054216724091e-34
    data = None
    min_val = -2.3105193698816407e-33
    max_val = 2.393130174121554e-33
