class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 8, 13, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -5.548265353529412e-05
    std = 0.027227848168695504
    data = None
    min_val = -0.10407852381467819
    max_val = 0.09738266468048096


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 8, 13, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0007961063227307582
    std = 0.025953201896181936
    data = None
    min_val = -0.09543207287788391
    max_val = 0.1045064926147461


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 8, 13, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.00032857022680533334
    std = 0.026816713350656687
    data = None
    min_val = -0.10292152315378189
    max_val = 0.09533865749835968
