class Program_weight_tensor_meta_key_states_9:
    name = "key_states_9"
    shape = [1, 8, 36, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.002028393969481278
    std = 0.22160633806991079
    data = None
    min_val = -0.9660729765892029
    max_val = 0.9657353758811951


class Program_weight_tensor_meta_value_states_9:
    name = "value_states_9"
    shape = [1, 8, 36, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0039133928785241145
    std = 0.12554491674379417
    data = None
    min_val = -0.434035986661911
    max_val = 0.5075119137763977
