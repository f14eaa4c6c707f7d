class Program_weight_tensor_meta_diagonal_attention_scores_3:
    name = "diagonal_attention_scores_3"
    shape = [1, 512, 1, 513]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.392886645605571e+38
    std = 1.8361545382592794e+37
    data = None
    min_val = -3.4028234663852886e+38
    max_val = 0.0
