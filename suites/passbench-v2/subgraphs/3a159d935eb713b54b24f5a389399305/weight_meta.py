class Program_weight_tensor_meta_hidden_state_90:
    name = "hidden_state_90"
    shape = [1, 384, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.4640349760926362e-39
    std = 3.2137530926115007e-38
    data = None
    min_val = -8.955136845075405e-38
    max_val = 8.439592974337061e-38


class Program_weight_tensor_meta_hidden_states_29:
    name = "hidden_states_29"
    shape = [1, 384, 14, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 9.171907589278199e-37
    std = 1.4541749164499195e-35
    data = None
    min_val = -6.941070866555574e-35
    max_val = 7.055985196869919e-35
