class Program_weight_tensor_meta_key_states_9:
    name = "key_states_9"
    shape = [1, 16, 15, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.002353212107300351
    std = 0.12859567340515485
    data = None
    min_val = -0.4395202398300171
    max_val = 0.4819299280643463


class Program_weight_tensor_meta_value_states_9:
    name = "value_states_9"
    shape = [1, 16, 15, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.004070676326045941
    std = 0.12721538925642153
    data = None
    min_val = -0.4544827938079834
    max_val = 0.4278234839439392
