class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 12, 577, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.2651430461029035e-06
    std = 0.040848374582935894
    data = None
    min_val = -0.18265506625175476
    max_val = 0.18233515322208405


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 12, 577, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0001192104570838138
    std = 0.04081911755619707
    data = None
    min_val = -0.20902563631534576
    max_val = 0.19949044287204742


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 12, 577, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.0262147470551464e-05
    std = 0.04083669288555284
    data = None
    min_val = -0.18994460999965668
    max_val = 0.1877441555261612
