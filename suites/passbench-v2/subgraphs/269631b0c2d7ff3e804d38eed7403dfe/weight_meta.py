class Program_weight_tensor_meta_attn_probs_6:
    name = "attn_probs_6"
    shape = [6, 64, 196]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00510204081459416
    std = 1.9758609547585303e-06
    data = None
    min_val = 0.005083705764263868
    max_val = 0.005118762608617544


class Program_weight_tensor_meta_value_states_13:
    name = "value_states_13"
    shape = [6, 196, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0001410404153037246
    std = 0.04088333649390866
    data = None
    min_val = -0.17621541023254395
    max_val = 0.21036389470100403
