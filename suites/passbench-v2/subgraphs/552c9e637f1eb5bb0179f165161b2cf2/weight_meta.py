class Program_weight_tensor_meta_hidden_states_41:
    name = "hidden_states_41"
    shape = [1, 128, 28, 28]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.916464165932789e-07
    std = 3.0527538095887373e-06
    data = None
    min_val = -1.4322486094897613e-05
    max_val = 1.0268966434523463e-05


class Program_weight_tensor_meta_scale_17:
    name = "scale_17"
    shape = [1, 128, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.9999949336051941
    std = 0.0
    data = None
    min_val = 0.9999949336051941
    max_val = 0.9999949336051941


class Program_weight_tensor_meta_bias_35:
    name = "bias_35"
    shape = [1, 128, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
