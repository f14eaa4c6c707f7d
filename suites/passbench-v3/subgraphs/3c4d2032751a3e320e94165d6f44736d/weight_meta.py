class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 12, 31, 128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.00047302343446723
    std = 0.1359089516119702
    data = None
    min_val = -0.607227087020874
    max_val = 0.6024844646453857


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 12, 31, 128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0007823646982528381
    std = 0.1355898608963628
    data = None
    min_val = -0.5488874912261963
    max_val = 0.5624338984489441


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 12, 31, 128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0005083945854337759
    std = 0.1368847777176536
    data = None
    min_val = -0.6225265264511108
    max_val = 0.5423775315284729


class Program_weight_tensor_meta_attention_mask_2:
    name = "attention_mask_2"
    shape = [1, 1, 31, 31]
    dtype = "torch.bool"
    device = "cuda:0"
    mean = None
    std = None
    data = None
