class Program_weight_tensor_meta_bias_80:
    name = "bias_80"
    shape = [1, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_mul_121:
    name = "mul_121"
    shape = [1, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_hidden_states_100:
    name = "hidden_states_100"
    shape = [1, 256, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.1395111803904808e-08
    std = 9.196683749484755e-08
    data = None
    min_val = -2.675894279491331e-07
    max_val = 3.1084758234101173e-07


class Program_weight_tensor_meta_scale_40:
    name = "scale_40"
    shape = [1, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.9999949336051941
    std = 0.0
    data = None
    min_val = 0.9999949336051941
    max_val = 0.9999949336051941
