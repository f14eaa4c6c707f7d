class Program_weight_tensor_meta_hidden_state_100:
    name = "hidden_state_100"
    shape = [1, 512, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.7970160875279605e-18
    std = 4.6995959631932046e-17
    data = None
    min_val = -1.9680928319972896e-16
    max_val = 1.8545166987290226e-16


class Program_weight_tensor_meta_scale_35:
    name = "scale_35"
    shape = [1, 512, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.9999949336051941
    std = 0.0
    data = None
    min_val = 0.9999949336051941
    max_val = 0.9999949336051941


class Program_weight_tensor_meta_bias_71:
    name = "bias_71"
    shape = [1, 512, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
