class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 12, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0005127743857125111
    std = 0.11102631299886086
    data = None
    min_val = -0.48576492071151733
    max_val = 0.4430343508720398


class Program_weight_tensor_meta_cos_4:
    name = "cos_4"
    shape = [1, 1, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.3452345358038542
    std = 0.7097362425741369
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_4:
    name = "sin_4"
    shape = [1, 1, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.21770545603059688
    std = 0.574276656589622
    data = None
    min_val = -0.9999993443489075
    max_val = 0.9999999403953552


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 12, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.004127121851261369
    std = 0.11140099656727027
    data = None
    min_val = -0.476144015789032
    max_val = 0.4744548201560974
