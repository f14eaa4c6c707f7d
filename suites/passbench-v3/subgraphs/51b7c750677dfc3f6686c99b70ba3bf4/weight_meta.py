class Program_weight_tensor_meta_running_mean_50:
    name = "running_mean_50"
    shape = [1, 512, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_scale_50:
    name = "scale_50"
    shape = [1, 512, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.9999949336051941
    std = 0.0
    data = None
    min_val = 0.9999949336051941
    max_val = 0.9999949336051941


class Program_weight_tensor_meta_bias_100:
    name = "bias_100"
    shape = [1, 512, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_hidden_states_124:
    name = "hidden_states_124"
    shape = [1, 512, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.1482745575683992e-09
    std = 1.252676661358129e-08
    data = None
    min_val = -3.97806410035173e-08
    max_val = 4.170675538262003e-08
