class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 12, 24, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.1495142737297187e-11
    std = 3.4070659516225204e-08
    data = None
    min_val = -1.4200929854268907e-07
    max_val = 1.5572609868286236e-07


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 12, 24, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.08308405612177e-10
    std = 3.370033367137639e-08
    data = None
    min_val = -1.377489837750545e-07
    max_val = 1.3227818840277905e-07


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 12, 24, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -5.255161701383902e-10
    std = 3.452328824730076e-08
    data = None
    min_val = -1.4275656212703325e-07
    max_val = 1.4520610136514733e-07
