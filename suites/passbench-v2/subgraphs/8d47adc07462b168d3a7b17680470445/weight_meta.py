class Program_weight_tensor_meta_key_states_11:
    name = "key_states_11"
    shape = [1, 4, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0006982198157281516
    std = 0.12932313673194104
    data = None
    min_val = -0.5320342779159546
    max_val = 0.5771583318710327


class Program_weight_tensor_meta_cos_14:
    name = "cos_14"
    shape = [1, 1, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.503766383940274
    std = 0.680322356948278
    data = None
    min_val = -1.0
    max_val = 1.0
