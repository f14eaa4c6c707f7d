class Program_weight_tensor_meta_query_2:
    name = "query_2"
    shape = [1, 8, 22, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0006379962676212679
    std = 0.16565346092895356
    data = None
    min_val = -0.5824621319770813
    max_val = 0.6326900124549866


class Program_weight_tensor_meta_key_2:
    name = "key_2"
    shape = [1, 8, 22, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002877330054512971
    std = 0.16734370372772392
    data = None
    min_val = -0.6148245930671692
    max_val = 0.6826345324516296


class Program_weight_tensor_meta_value_2:
    name = "value_2"
    shape = [1, 8, 22, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0013528056965438654
    std = 0.13120214856708312
    data = None
    min_val = -0.5456462502479553
    max_val = 0.4898833632469177


class Program_weight_tensor_meta_attention_mask_3:
    name = "attention_mask_3"
    shape = [1, 1, 22, 22]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
