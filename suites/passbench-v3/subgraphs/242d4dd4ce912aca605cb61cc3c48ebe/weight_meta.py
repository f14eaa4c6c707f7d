class Program_weight_tensor_meta_x2_8:
    name = "x2_8"
    shape = [1, 12, 128, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.007673800363508103
    std = 0.10482394785813993
    data = None
    min_val = -0.4036446809768677
    max_val = 0.3863387107849121


class Program_weight_tensor_meta_x1_8:
    name = "x1_8"
    shape = [1, 12, 128, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001511037583171652
    std = 0.10317998033945325
    data = None
    min_val = -0.3719322681427002
    max_val = 0.33261555433273315


class Program_weight_tensor_meta_sin_7:
    name = "sin_7"
    shape = [1, 1, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.1700021858196088
    std = 0.5045470873414546
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999983310699463


class Program_weight_tensor_meta_mul_41:
    name = "mul_41"
    shape = [1, 12, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0015490324823160297
    std = 0.08791413303741391
    data = None
    min_val = -0.35926419496536255
    max_val = 0.3459905982017517


class Program_weight_tensor_meta_key_states_4:
    name = "key_states_4"
    shape = [1, 12, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.003763454980710993
    std = 0.1095062975222796
    data = None
    min_val = -0.4470314681529999
    max_val = 0.3890572190284729


class Program_weight_tensor_meta_cos_7:
    name = "cos_7"
    shape = [1, 1, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.503766383940274
    std = 0.680322356948278
    data = None
    min_val = -1.0
    max_val = 1.0
