class Program_weight_tensor_meta_q_rot_1:
    name = "q_rot_1"
    shape = [1, 16, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.002075947885113054
    std = 0.9999698853488409
    data = None
    min_val = -3.886066198348999
    max_val = 3.781351327896118


class Program_weight_tensor_meta_cos_8:
    name = "cos_8"
    shape = [1, 1, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.503766383940274
    std = 0.680322356948278
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_8:
    name = "sin_8"
    shape = [1, 1, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.1700021858196088
    std = 0.5045470873414546
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999983310699463
