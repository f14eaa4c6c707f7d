class Program_weight_tensor_meta_attention_scores_5:
    name = "attention_scores_5"
    shape = [1, 2, 64, 4]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00041563269075695075
    std = 0.0003391944877886824
    data = None
    min_val = -0.00029076659120619297
    max_val = 0.0008658052538521588
