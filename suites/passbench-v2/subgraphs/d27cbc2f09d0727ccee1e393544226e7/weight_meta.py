class Program_weight_tensor_meta_transpose_37:
    name = "transpose_37"
    shape = [1, 8, 300, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.3605515768257045e-05
    std = 0.01129202459941277
    data = None
    min_val = -0.052278783172369
    max_val = 0.04724236577749252


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 8, 300, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.00018218733065977655
    std = 0.06370788376610623
    data = None
    min_val = -0.26242971420288086
    max_val = 0.2596370577812195


class Program_weight_tensor_meta_value_states_2:
    name = "value_states_2"
    shape = [1, 8, 300, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.00015311296304637939
    std = 0.06369061253406756
    data = None
    min_val = -0.2827402949333191
    max_val = 0.27354079484939575
