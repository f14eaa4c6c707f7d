class Program_weight_tensor_meta_q_10:
    name = "q_10"
    shape = [1, 768, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0012136448870348562
    std = 0.1082988778470286
    data = None
    min_val = -0.38950031995773315
    max_val = 0.3250718116760254


class Program_weight_tensor_meta_modulator_10:
    name = "modulator_10"
    shape = [1, 768, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 3.304224139755023e-08
    std = 4.795771003975409e-06
    data = None
    min_val = -1.6663943824823946e-05
    max_val = 1.7684753402136266e-05
