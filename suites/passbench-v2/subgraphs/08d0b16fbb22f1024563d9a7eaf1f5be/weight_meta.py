class Program_weight_tensor_meta_attention_scores_105:
    name = "attention_scores_105"
    shape = [1, 1, 32, 144, 144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.1017710931275437e-06
    std = 0.00561569558252322
    data = None
    min_val = -0.07283152639865875
    max_val = 0.07961143553256989


class Program_weight_tensor_meta_unsqueeze_71:
    name = "unsqueeze_71"
    shape = [1, 1, 1, 144, 144]
    dtype = "torch.float32"
    device = "cpu"
    mean = -75.0
    std = 43.30231433554753
    data = None
    min_val = -100.0
    max_val = 0.0
