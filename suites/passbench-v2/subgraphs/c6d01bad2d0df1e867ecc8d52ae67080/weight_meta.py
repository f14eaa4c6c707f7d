class Program_weight_tensor_meta_attn_probs:
    name = "attn_probs"
    shape = [8, 100, 100]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.009999999990605284
    std = 0.00041618982496128583
    data = None
    min_val = 0.00812490563839674
    max_val = 0.012411929666996002


class Program_weight_tensor_meta_value_states_25:
    name = "value_states_25"
    shape = [8, 100, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.000594466472412023
    std = 0.20156075271139953
    data = None
    min_val = -0.7753440737724304
    max_val = 0.9278597831726074
