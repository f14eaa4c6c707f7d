class Program_weight_tensor_meta_attn:
    name = "attn"
    shape = [64, 4, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.11429314615552164
    std = 0.44094608692612763
    data = None
    min_val = -0.5203479528427124
    max_val = 0.8865679502487183


class Program_weight_tensor_meta_relative_position_bias_2:
    name = "relative_position_bias_2"
    shape = [1, 4, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.7414081033002564
    std = 1.3730318630031095
    data = None
    min_val = -8.467838287353516
    max_val = 4.498046875
