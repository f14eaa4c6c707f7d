class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 14, 9, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.010930273228813537
    std = 0.9997966269288565
    data = None
    min_val = -4.158755779266357
    max_val = 3.6546058654785156


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 14, 9, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.008079791578020088
    std = 0.9998159404010398
    data = None
    min_val = -3.6384849548339844
    max_val = 4.450106143951416


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 14, 9, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.003815454217406763
    std = 0.16980341736117055
    data = None
    min_val = -0.8229219913482666
    max_val = 0.5936945080757141
