class Program_weight_tensor_meta_hidden_states_121:
    name = "hidden_states_121"
    shape = [1, 512, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.927858869395179e-09
    std = 6.619447814983661e-08
    data = None
    min_val = -2.650410522164748e-07
    max_val = 1.999951564357616e-07


class Program_weight_tensor_meta_scale_49:
    name = "scale_49"
    shape = [1, 512, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.9999949336051941
    std = 0.0
    data = None
    min_val = 0.9999949336051941
    max_val = 0.9999949336051941


class Program_weight_tensor_meta_bias_99:
    name = "bias_99"
    shape = [1, 512, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
