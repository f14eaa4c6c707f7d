class Program_weight_tensor_meta_value_states_28:
    name = "value_states_28"
    shape = [1, 8, 7, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0015332209735074034
    std = 0.038072983024726524
    data = None
    min_val = -0.12435602396726608
    max_val = 0.138170063495636


class Program_weight_tensor_meta_key_states_29:
    name = "key_states_29"
    shape = [8, 7, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0008260116176838242
    std = 0.038719559538562265
    data = None
    min_val = -0.15237462520599365
    max_val = 0.1557638943195343
