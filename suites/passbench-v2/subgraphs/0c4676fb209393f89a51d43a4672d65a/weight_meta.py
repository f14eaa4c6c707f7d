class Program_weight_tensor_meta_hidden_state_215:
    name = "hidden_state_215"
    shape = [1, 1024, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.640999316360845e-23
    std = 3.3498462841452617e-21
    data = None
    min_val = -1.5243323102218407e-20
    max_val = 1.450788683623774e-20


class Program_weight_tensor_meta_scale_78:
    name = "scale_78"
    shape = [1, 1024, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.9999949336051941
    std = 0.0
    data = None
    min_val = 0.9999949336051941
    max_val = 0.9999949336051941


class Program_weight_tensor_meta_bias_157:
    name = "bias_157"
    shape = [1, 1024, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
