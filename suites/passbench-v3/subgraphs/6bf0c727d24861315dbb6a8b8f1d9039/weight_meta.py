class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 20, 1500, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.2423998500101795e-07
    std = 0.014194933723913512
    data = None
    min_val = -0.07241371273994446
    max_val = 0.06876978278160095


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 20, 1500, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.135628049278167e-05
    std = 0.11366751533837957
    data = None
    min_val = -0.6079627871513367
    max_val = 0.5397340059280396


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 20, 1500, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.895769933182836e-05
    std = 0.11347888542390065
    data = None
    min_val = -0.5419579148292542
    max_val = 0.5949970483779907
