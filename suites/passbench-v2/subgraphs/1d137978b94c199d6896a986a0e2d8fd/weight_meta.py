class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 12, 2305, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.3496465320209933e-05
    std = 0.04088420059684724
    data = None
    min_val = -0.20289602875709534
    max_val = 0.19805596768856049


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 12, 2305, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.5635776559307865e-06
    std = 0.04088654051457863
    data = None
    min_val = -0.21684867143630981
    max_val = 0.20073533058166504


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 12, 2305, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.728485015521139e-05
    std = 0.0408167130995182
    data = None
    min_val = -0.19624853134155273
    max_val = 0.19932939112186432
