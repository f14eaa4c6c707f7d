class Program_weight_tensor_meta_view_16:
    name = "view_16"
    shape = [1, 13, 8, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.00014205701120099197
    std = 0.018152284867846546
    data = None
    min_val = -0.07307013869285583
    max_val = 0.06789221614599228


class Program_weight_tensor_meta_value_states_10:
    name = "value_states_10"
    shape = [1, 13, 512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00014690811615572294
    std = 0.0182063268388059
    data = None
    min_val = -0.07061704993247986
    max_val = 0.07216165959835052
