class Program_weight_tensor_meta_attn_probs_1:
    name = "attn_probs_1"
    shape = [16, 1, 577]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00173310224066254
    std = 1.5596499000755588e-06
    data = None
    min_val = 0.0017137747490778565
    max_val = 0.0018133707344532013


class Program_weight_tensor_meta_value_states_5:
    name = "value_states_5"
    shape = [16, 577, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.002525626956662657
    std = 0.10825039029821268
    data = None
    min_val = -0.3970275819301605
    max_val = 0.37597042322158813
