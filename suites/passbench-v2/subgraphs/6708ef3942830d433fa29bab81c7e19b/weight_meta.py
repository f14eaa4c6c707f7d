class Program_weight_tensor_meta_hidden_states_73:
    name = "hidden_states_73"
    shape = [1, 256, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = -9.387039888231091e-08
    std = 4.5538919076271026e-07
    data = None
    min_val = -2.2892747892910847e-06
    max_val = 1.546525254525477e-06


class Program_weight_tensor_meta_scale_30:
    name = "scale_30"
    shape = [1, 256, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.9999949336051941
    std = 0.0
    data = None
    min_val = 0.9999949336051941
    max_val = 0.9999949336051941


class Program_weight_tensor_meta_bias_61:
    name = "bias_61"
    shape = [1, 256, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
