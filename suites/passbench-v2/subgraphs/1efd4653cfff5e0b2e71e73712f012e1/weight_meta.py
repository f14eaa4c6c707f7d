class Program_weight_tensor_meta_transpose_34:
    name = "transpose_34"
    shape = [1, 6, 196, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0001410404153037246
    std = 0.04088333649390866
    data = None
    min_val = -0.17621541023254395
    max_val = 0.21036389470100403


class Program_weight_tensor_meta_query_states_12:
    name = "query_states_12"
    shape = [1, 64, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.181254485169672e-06
    std = 0.0011245030436359297
    data = None
    min_val = -0.009232564829289913
    max_val = 0.008129259571433067
