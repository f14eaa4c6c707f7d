class Program_weight_tensor_meta_attn_probs:
    name = "attn_probs"
    shape = [16, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]
    min_val = 1.0
    max_val = 1.0


class Program_weight_tensor_meta_value_states_2:
    name = "value_states_2"
    shape = [16, 1, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0034853034503612434
    std = 0.13393681634866592
    data = None
    min_val = -0.40330973267555237
    max_val = 0.4260275363922119
