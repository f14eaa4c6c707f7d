class Program_weight_tensor_meta_view_177:
    name = "view_177"
    shape = [1, 49, 24, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0008567781027535243
    std = 0.11115275658859931
    data = None
    min_val = -0.42664846777915955
    max_val = 0.42651405930519104


class Program_weight_tensor_meta_key_layer_10:
    name = "key_layer_10"
    shape = [1, 24, 49, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00023953455194473185
    std = 0.11103247822143658
    data = None
    min_val = -0.48157739639282227
    max_val = 0.4382273852825165
