class Program_weight_tensor_meta_hidden_states_33:
    name = "hidden_states_33"
    shape = [1, 128, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = -8.41566053112693e-06
    std = 2.0873602596569928e-05
    data = None
    min_val = -0.00010011471749749035
    max_val = 7.399715104838833e-05


class Program_weight_tensor_meta_scale_13:
    name = "scale_13"
    shape = [1, 128, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.9999949336051941
    std = 0.0
    data = None
    min_val = 0.9999949336051941
    max_val = 0.9999949336051941


class Program_weight_tensor_meta_bias_27:
    name = "bias_27"
    shape = [1, 128, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
