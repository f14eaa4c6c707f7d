class Program_weight_tensor_meta_transpose_217:
    name = "transpose_217"
    shape = [1, 8, 100, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.81630541467837e-05
    std = 0.03623370041324105
    data = None
    min_val = -0.14037743210792542
    max_val = 0.143326997756958


class Program_weight_tensor_meta_key_states_24:
    name = "key_states_24"
    shape = [1, 8, 100, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.000745390819304248
    std = 0.2041838519457737
    data = None
    min_val = -0.813804566860199
    max_val = 0.8158344626426697
