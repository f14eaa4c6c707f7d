class Program_weight_tensor_meta_query_37:
    name = "query_37"
    shape = [1, 8, 5, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.008621309609225136
    std = 0.06153465431966443
    data = None
    min_val = -0.1330597996711731
    max_val = 0.13754616677761078


class Program_weight_tensor_meta_key_36:
    name = "key_36"
    shape = [1, 8, 4096, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0024077456819296575
    std = 0.07311929220948066
    data = None
    min_val = -0.32215070724487305
    max_val = 0.2987724542617798


class Program_weight_tensor_meta_value_33:
    name = "value_33"
    shape = [1, 8, 4096, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.005373900046239166
    std = 0.058763095241631126
    data = None
    min_val = -0.15757855772972107
    max_val = 0.1413545161485672
