class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 128, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0010235246294763994
    std = 0.9876666012720001
    data = None
    min_val = -4.412119388580322
    max_val = 4.217456817626953


class Program_weight_tensor_meta_getitem:
    name = "getitem"
    shape = [1, 128, 1]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 1
    max_val = 1
