class Program_weight_tensor_meta_x_328:
    name = "x_328"
    shape = [1, 768, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.1848616358653324e-09
    std = 0.9998133025508973
    data = None
    min_val = -4.101253986358643
    max_val = 4.044765472412109


class Program_weight_tensor_meta_x_336:
    name = "x_336"
    shape = [1, 768, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -7.703924039900175e-05
    std = 0.012281452163158037
    data = None
    min_val = -0.04881773889064789
    max_val = 0.049634288996458054
