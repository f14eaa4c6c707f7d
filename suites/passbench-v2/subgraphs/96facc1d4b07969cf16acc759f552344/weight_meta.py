class Program_weight_tensor_meta_query:
    name = "query"
    shape = [1, 12, 257, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00016211383236538213
    std = 0.10008807786689582
    data = None
    min_val = -0.4395821988582611
    max_val = 0.43748801946640015


class Program_weight_tensor_meta_transpose_1:
    name = "transpose_1"
    shape = [1, 12, 64, 257]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00032162819120223126
    std = 0.1003350357092105
    data = None
    min_val = -0.48096171021461487
    max_val = 0.4451202154159546
