class Program_weight_tensor_meta_query_7:
    name = "query_7"
    shape = [1, 8, 1, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.023195597686026304
    std = 0.44386009283399236
    data = None
    min_val = -1.1090137958526611
    max_val = 1.3438339233398438


class Program_weight_tensor_meta_key_7:
    name = "key_7"
    shape = [1, 8, 36, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0027025099713379555
    std = 0.16495760141000904
    data = None
    min_val = -0.6110253930091858
    max_val = 0.6293621063232422


class Program_weight_tensor_meta_value_7:
    name = "value_7"
    shape = [1, 8, 36, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0025576607040168004
    std = 0.12407457278283125
    data = None
    min_val = -0.5319984555244446
    max_val = 0.5078856945037842


class Program_weight_tensor_meta_attention_mask_8:
    name = "attention_mask_8"
    shape = [1, 1, 1, 36]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
    min_val = 0.0
    max_val = 0.0
