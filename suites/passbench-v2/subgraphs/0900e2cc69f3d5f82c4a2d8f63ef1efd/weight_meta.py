class Program_weight_tensor_meta_hidden_state_144:
    name = "hidden_state_144"
    shape = [1, 192, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.099187704077568e-20
    std = 2.725487916758981e-19
    data = None
    min_val = -1.0130998983795541e-18
    max_val = 1.023838977477177e-18


class Program_weight_tensor_meta_scale_51:
    name = "scale_51"
    shape = [1, 192, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.9999949336051941
    std = 0.0
    data = None
    min_val = 0.9999949336051941
    max_val = 0.9999949336051941


class Program_weight_tensor_meta_bias_103:
    name = "bias_103"
    shape = [1, 192, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
