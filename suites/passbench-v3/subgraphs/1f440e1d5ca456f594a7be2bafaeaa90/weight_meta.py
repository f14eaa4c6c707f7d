class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 16, 49, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0008678657130201605
    std = 0.12649946806201096
    data = None
    min_val = -0.537226140499115
    max_val = 0.48815181851387024


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 16, 49, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.002326127780244341
    std = 0.125693474780294
    data = None
    min_val = -0.5203276872634888
    max_val = 0.5414161682128906


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 16, 49, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0019341241391833935
    std = 0.12710103689699234
    data = None
    min_val = -0.5291132926940918
    max_val = 0.47318345308303833
