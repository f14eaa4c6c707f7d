class Program_weight_tensor_meta_hidden_state_42:
    name = "hidden_state_42"
    shape = [1, 192, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -5.28533896784629e-22
    std = 1.2472850447256837e-21
    data = None
    min_val = -3.489310356657928e-21
    max_val = 2.7847519997737844e-21


class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 192, 28, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.117802155616276e-19
    std = 1.1520020603244963e-18
    data = None
    min_val = -8.857225006091206e-18
    max_val = 8.151414123276246e-18
