class Program_weight_tensor_meta_attention_scores_51:
    name = "attention_scores_51"
    shape = [1, 1, 24, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.611401879742927e-05
    std = 0.012201202006654518
    data = None
    min_val = -0.05061464011669159
    max_val = 0.0622684545814991


class Program_weight_tensor_meta_unsqueeze_35:
    name = "unsqueeze_35"
    shape = [1, 1, 1, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -73.9691795085381
    std = 43.8894146277685
    data = None
    min_val = -100.0
    max_val = 0.0
