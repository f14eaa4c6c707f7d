class Program_weight_tensor_meta_mean_2:
    name = "mean_2"
    shape = [1, 96, 1, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -5.843718817258163e-09
    std = 3.104743830394345e-08
    data = None
    min_val = -2.1242584580249968e-07
    max_val = 7.574159610612696e-08


class Program_weight_tensor_meta_gates_1:
    name = "gates_1"
    shape = [1, 4, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0008297392751974628
    std = 0.03540412322207124
    data = None
    min_val = -0.03902106359601021
    max_val = 0.05879085883498192


class Program_weight_tensor_meta_ctx_all_6:
    name = "ctx_all_6"
    shape = [1, 96, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -6.238738268383253e-08
    std = 1.221710678168646e-06
    data = None
    min_val = -5.8153596000920516e-06
    max_val = 3.700537035911111e-06
