class Program_weight_tensor_meta_attention_scores_5:
    name = "attention_scores_5"
    shape = [1, 2, 784, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.3465067349351301e-06
    std = 0.0010635752798327225
    data = None
    min_val = -0.00496948417276144
    max_val = 0.004359269514679909
