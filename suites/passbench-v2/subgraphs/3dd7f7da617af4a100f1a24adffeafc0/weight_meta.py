class Program_weight_tensor_meta_hidden_states_52:
    name = "hidden_states_52"
    shape = [1, 49, 2, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0006362596803933694
    std = 0.04544790486333097
    data = None
    min_val = -0.15561717748641968
    max_val = 0.16498637199401855


class Program_weight_tensor_meta_key_layer_3:
    name = "key_layer_3"
    shape = [1, 2, 49, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00010579056370539659
    std = 0.044660056705071866
    data = None
    min_val = -0.16455847024917603
    max_val = 0.1606670767068863
