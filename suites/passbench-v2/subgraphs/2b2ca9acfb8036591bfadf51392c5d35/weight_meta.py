class Program_weight_tensor_meta_transpose_27:
    name = "transpose_27"
    shape = [1, 8, 300, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -9.094098646296918e-07
    std = 0.00025538249679979186
    data = None
    min_val = -0.0011140708811581135
    max_val = 0.0010232394561171532


class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 300, 256]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.4196400610548669e-07
    std = 6.376298292987777e-05
    data = None
    min_val = -0.0002688524255063385
    max_val = 0.00029153129435144365
