class Program_weight_tensor_meta_attn_probs_14:
    name = "attn_probs_14"
    shape = [4, 77, 77]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.012987013028717515
    std = 0.025738125919082463
    data = None
    min_val = 0.0
    max_val = 1.0


class Program_weight_tensor_meta_value_states_29:
    name = "value_states_29"
    shape = [4, 77, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0003495437297378767
    std = 0.03569069960406262
    data = None
    min_val = -0.1517033874988556
    max_val = 0.15810410678386688
