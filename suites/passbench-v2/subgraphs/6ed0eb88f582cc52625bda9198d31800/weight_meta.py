class Program_weight_tensor_meta_query_1:
    name = "query_1"
    shape = [96, 12, 197, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.004024929209354413
    std = 0.10988577368147873
    data = None
    min_val = -0.5880169868469238
    max_val = 0.5694441199302673


class Program_weight_tensor_meta_transpose_3:
    name = "transpose_3"
    shape = [96, 12, 64, 197]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0014774215609215657
    std = 0.10951185697365684
    data = None
    min_val = -0.6017373204231262
    max_val = 0.5624242424964905
