class Program_weight_tensor_meta_query_states_13:
    name = "query_states_13"
    shape = [1, 8, 16, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.000507160212258384
    std = 0.038186345791551696
    data = None
    min_val = -0.1443171501159668
    max_val = 0.1608981043100357


class Program_weight_tensor_meta_key_states_13:
    name = "key_states_13"
    shape = [1, 8, 16, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -7.669285803757475e-05
    std = 0.03801940514986956
    data = None
    min_val = -0.13472166657447815
    max_val = 0.14986878633499146


class Program_weight_tensor_meta_value_states_13:
    name = "value_states_13"
    shape = [1, 8, 16, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00047821573269857254
    std = 0.03761527376203516
    data = None
    min_val = -0.12494902312755585
    max_val = 0.13436011970043182


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 16, 16]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
