class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 3136, 1, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.5280919316658416e-05
    std = 0.02234902992546547
    data = None
    min_val = -0.09268597513437271
    max_val = 0.09801362454891205


class Program_weight_tensor_meta_layer_norm_1:
    name = "layer_norm_1"
    shape = [1, 3136, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -8.800513124363145e-11
    std = 1.0000044823723142
    data = None
    min_val = -3.599919557571411
    max_val = 4.167093753814697
