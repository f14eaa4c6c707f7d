class Program_weight_tensor_meta_attn_probs_25:
    name = "attn_probs_25"
    shape = [8, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.1428571422489322
    std = 0.18052827559192341
    data = None
    min_val = 0.0
    max_val = 1.0


class Program_weight_tensor_meta_value_states_25:
    name = "value_states_25"
    shape = [8, 7, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.00029328750049119535
    std = 0.0349189956460442
    data = None
    min_val = -0.1154831126332283
    max_val = 0.11246795952320099
