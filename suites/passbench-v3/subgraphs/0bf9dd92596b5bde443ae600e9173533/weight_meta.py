class Program_weight_tensor_meta_input_6:
    name = "input_6"
    shape = [1, 352, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.0438927765923223e-09
    std = 5.868291416304837e-08
    data = None
    min_val = -7.021481565061549e-07
    max_val = 4.7268528646782215e-07


class Program_weight_tensor_meta_gates:
    name = "gates"
    shape = [1, 4, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.06037286516930737
    std = 0.07263432407556498
    data = None
    min_val = -0.22909435629844666
    max_val = 0.33527645468711853


class Program_weight_tensor_meta_ctx_all_2:
    name = "ctx_all_2"
    shape = [1, 352, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.3709345727926506e-06
    std = 5.230822580150067e-05
    data = None
    min_val = -0.0005797237390652299
    max_val = 0.0006822169525548816
