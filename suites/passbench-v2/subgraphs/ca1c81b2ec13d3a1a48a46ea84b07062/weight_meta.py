class Program_weight_tensor_meta_attention_scores_19:
    name = "attention_scores_19"
    shape = [4, 12, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.66522797413297e-05
    std = 0.006081660883199318
    data = None
    min_val = -0.0320516861975193
    max_val = 0.03046574629843235


class Program_weight_tensor_meta_unsqueeze_12:
    name = "unsqueeze_12"
    shape = [1, 12, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
