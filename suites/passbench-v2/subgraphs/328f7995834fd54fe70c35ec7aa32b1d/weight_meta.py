class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 8, 40, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0033280587736953748
    std = 0.16473874017427273
    data = None
    min_val = -0.6557475924491882
    max_val = 0.6781283020973206


class Program_weight_tensor_meta_key_states_3:
    name = "key_states_3"
    shape = [1, 8, 40, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0012689470592409436
    std = 0.16542022865218167
    data = None
    min_val = -0.6116569638252258
    max_val = 0.6630457639694214


class Program_weight_tensor_meta_value_states_3:
    name = "value_states_3"
    shape = [1, 8, 40, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00039871454923741113
    std = 0.13817874048958498
    data = None
    min_val = -0.5647695064544678
    max_val = 0.5989301204681396
