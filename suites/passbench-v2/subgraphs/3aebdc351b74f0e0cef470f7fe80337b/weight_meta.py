class Program_weight_tensor_meta_transpose_8:
    name = "transpose_8"
    shape = [1, 6, 260, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.6978438624557017e-05
    std = 0.004481734236032525
    data = None
    min_val = -0.02092285454273224
    max_val = 0.021981310099363327


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 6, 260, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00017695242186803055
    std = 0.03587105233106814
    data = None
    min_val = -0.16923069953918457
    max_val = 0.1815449595451355
