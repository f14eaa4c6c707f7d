class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 8, 17, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.001062562261506962
    std = 0.09105573583186065
    data = None
    min_val = -0.3232201635837555
    max_val = 0.3515617847442627


class Program_weight_tensor_meta_cos_3:
    name = "cos_3"
    shape = [1, 1, 17, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.7326645471347386
    std = 0.5427393091914511
    data = None
    min_val = -0.9997860789299011
    max_val = 1.0


class Program_weight_tensor_meta_sin_3:
    name = "sin_3"
    shape = [1, 1, 17, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.15947999967829674
    std = 0.3789532565657098
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999465346336365


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 8, 17, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0013184543222985881
    std = 0.09002063726224195
    data = None
    min_val = -0.32742172479629517
    max_val = 0.3319515287876129
