class Program_weight_tensor_meta_running_mean_14:
    name = "running_mean_14"
    shape = [1, 128, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_scale_14:
    name = "scale_14"
    shape = [1, 128, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.9999949336051941
    std = 0.0
    data = None
    min_val = 0.9999949336051941
    max_val = 0.9999949336051941


class Program_weight_tensor_meta_bias_28:
    name = "bias_28"
    shape = [1, 128, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_hidden_states_36:
    name = "hidden_states_36"
    shape = [1, 128, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.9482772954075824e-07
    std = 2.9283234217996907e-06
    data = None
    min_val = -9.447966476727743e-06
    max_val = 1.2018101188004948e-05
