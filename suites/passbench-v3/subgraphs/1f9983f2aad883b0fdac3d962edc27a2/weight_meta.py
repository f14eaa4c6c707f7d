class Program_weight_tensor_meta_running_mean_31:
    name = "running_mean_31"
    shape = [1, 256, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_scale_31:
    name = "scale_31"
    shape = [1, 256, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.9999949336051941
    std = 0.0
    data = None
    min_val = 0.9999949336051941
    max_val = 0.9999949336051941


class Program_weight_tensor_meta_bias_62:
    name = "bias_62"
    shape = [1, 256, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_hidden_states_76:
    name = "hidden_states_76"
    shape = [1, 256, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0059175394373887e-08
    std = 7.608456359349022e-08
    data = None
    min_val = -2.8483367486842326e-07
    max_val = 2.7768504651248804e-07
