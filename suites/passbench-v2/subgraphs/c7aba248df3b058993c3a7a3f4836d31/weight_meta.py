class Program_weight_tensor_meta_attention_scores_2:
    name = "attention_scores_2"
    shape = [1, 12, 11, 11]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000662202664011414
    std = 0.0402249344928168
    data = None
    min_val = -0.1325242966413498
    max_val = 0.13813039660453796
