class Program_weight_tensor_meta_hidden_states_64:
    name = "hidden_states_64"
    shape = [1, 196, 5, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0002279101084718416
    std = 0.05084953558852308
    data = None
    min_val = -0.23029352724552155
    max_val = 0.2128497213125229


class Program_weight_tensor_meta_layer_norm_17:
    name = "layer_norm_17"
    shape = [1, 196, 160]
    dtype = "torch.float32"
    device = "cpu"
    mean = -8.897701514352052e-10
    std = 1.0000153932653042
    data = None
    min_val = -3.829582929611206
    max_val = 4.509753704071045
