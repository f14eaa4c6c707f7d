class Program_weight_tensor_meta_value_states_24:
    name = "value_states_24"
    shape = [1, 8, 100, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.000594466472412023
    std = 0.20156075271139953
    data = None
    min_val = -0.7753440737724304
    max_val = 0.9278597831726074


class Program_weight_tensor_meta_key_states_25:
    name = "key_states_25"
    shape = [8, 100, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.000745390819304248
    std = 0.2041838519457737
    data = None
    min_val = -0.813804566860199
    max_val = 0.8158344626426697
