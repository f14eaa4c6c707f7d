class Program_weight_tensor_meta_mean_22:
    name = "mean_22"
    shape = [1, 768, 1, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -1.0428055693591058e-09
    std = 3.946977370399062e-08
    data = None
    min_val = -4.2358072960269055e-07
    max_val = 5.378107061915216e-07


class Program_weight_tensor_meta_gates_11:
    name = "gates_11"
    shape = [1, 4, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.05427231666232858
    std = 0.058966764500907244
    data = None
    min_val = -0.12203225493431091
    max_val = 0.042138177901506424


class Program_weight_tensor_meta_ctx_all_46:
    name = "ctx_all_46"
    shape = [1, 768, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -1.2787937397644695e-06
    std = 5.162682118031223e-05
    data = None
    min_val = -0.000356788543285802
    max_val = 0.0003975480794906616
