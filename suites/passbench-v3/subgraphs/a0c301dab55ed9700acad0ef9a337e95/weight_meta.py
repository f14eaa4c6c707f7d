class Program_weight_tensor_meta_running_mean_12:
    name = "running_mean_12"
    shape = [1, 128, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_scale_12:
    name = "scale_12"
    shape = [1, 128, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.9999949336051941
    std = 0.0
    data = None
    min_val = 0.9999949336051941
    max_val = 0.9999949336051941


class Program_weight_tensor_meta_bias_24:
    name = "bias_24"
    shape = [1, 128, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_hidden_state_37:
    name = "hidden_state_37"
    shape = [1, 128, 56, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.2743785923765315e-09
    std = 4.428119931908804e-09
    data = None
    min_val = -2.6780602624398853e-08
    max_val = 1.9628251024528254e-08
