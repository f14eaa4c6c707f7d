class Program_weight_tensor_meta_transpose_42:
    name = "transpose_42"
    shape = [1, 6, 72, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.028221257199347e-06
    std = 0.03912385386426272
    data = None
    min_val = -0.12235240638256073
    max_val = 0.13000373542308807


class Program_weight_tensor_meta_query_states_14:
    name = "query_states_14"
    shape = [1, 72, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.4479189145860866e-05
    std = 0.004802626355400801
    data = None
    min_val = -0.0227974820882082
    max_val = 0.02175658568739891
