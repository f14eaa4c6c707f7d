class Program_weight_tensor_meta_diagonal_attention_scores_1:
    name = "diagonal_attention_scores_1"
    shape = [1, 512, 12, 513]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.9228312020147074e-07
    std = 0.00049114720022348
    data = None
    min_val = -0.0025485679507255554
    max_val = 0.002610055496916175
