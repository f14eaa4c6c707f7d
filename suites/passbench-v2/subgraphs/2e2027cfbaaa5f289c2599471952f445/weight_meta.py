class Program_weight_tensor_meta_mul_8:
    name = "mul_8"
    shape = [1, 577, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00023920749784368987
    std = 0.2408701092508165
    data = None
    min_val = -1.2371770143508911
    max_val = 1.1610110998153687


class Program_weight_tensor_meta_hidden_states_32:
    name = "hidden_states_32"
    shape = [1, 577, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00014054494826767807
    std = 0.14152180149110033
    data = None
    min_val = -0.7268959879875183
    max_val = 0.6821451783180237
