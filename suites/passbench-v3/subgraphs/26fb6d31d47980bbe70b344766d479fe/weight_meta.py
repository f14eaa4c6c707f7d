class Program_weight_tensor_meta_attention_probs_1:
    name = "attention_probs_1"
    shape = [1, 12, 577, 577]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001733102253638208
    std = 0.0
    data = None
    min_val = 0.001733102253638208
    max_val = 0.001733102253638208


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 12, 577, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.902986884112537e-20
    std = 1.9716593390302418e-17
    data = None
    min_val = -8.591407538397085e-17
    max_val = 9.554895604498031e-17
