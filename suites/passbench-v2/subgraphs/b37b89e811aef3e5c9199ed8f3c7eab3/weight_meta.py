class Program_weight_tensor_meta_hidden_states_69:
    name = "hidden_states_69"
    shape = [1, 49, 5, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00036713131998186905
    std = 0.05094041315711183
    data = None
    min_val = -0.18232271075248718
    max_val = 0.20150615274906158


class Program_weight_tensor_meta_key_layer_4:
    name = "key_layer_4"
    shape = [1, 5, 49, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.283571383353959e-05
    std = 0.05139356573602329
    data = None
    min_val = -0.19360387325286865
    max_val = 0.2075541913509369
