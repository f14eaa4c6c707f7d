class Program_weight_tensor_meta_hidden_states_79:
    name = "hidden_states_79"
    shape = [1, 577, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.7855525386851547e-06
    std = 0.9975057094586841
    data = None
    min_val = -4.673083305358887
    max_val = 4.238093376159668


class Program_weight_tensor_meta_hidden_states_83:
    name = "hidden_states_83"
    shape = [1, 577, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0003462479948049234
    std = 0.005884209076076925
    data = None
    min_val = -0.02936861291527748
    max_val = 0.02855789102613926
