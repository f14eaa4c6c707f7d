class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 8, 34, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.005190981278621407
    std = 0.1682789097735398
    data = None
    min_val = -0.6478657126426697
    max_val = 0.7297312021255493


class Program_weight_tensor_meta_key_states_3:
    name = "key_states_3"
    shape = [1, 8, 34, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0026931482379348596
    std = 0.166744718776292
    data = None
    min_val = -0.6208034753799438
    max_val = 0.628879189491272


class Program_weight_tensor_meta_value_states_3:
    name = "value_states_3"
    shape = [1, 8, 34, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0004530640219500396
    std = 0.13025716103504145
    data = None
    min_val = -0.4986262023448944
    max_val = 0.49588459730148315
