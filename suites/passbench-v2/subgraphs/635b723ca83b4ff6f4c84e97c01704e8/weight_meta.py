class Program_weight_tensor_meta_attn_probs:
    name = "attn_probs"
    shape = [8, 300, 300]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003333333376687046
    std = 4.754404162260995e-10
    data = None
    min_val = 0.00333333108574152
    max_val = 0.0033333359751850367


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [8, 300, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -9.094098646296918e-07
    std = 0.00025538249679979186
    data = None
    min_val = -0.0011140708811581135
    max_val = 0.0010232394561171532
