class Program_weight_tensor_meta_query_states_2:
    name = "query_states_2"
    shape = [1, 12, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0025885404324972328
    std = 0.09166154991446783
    data = None
    min_val = -0.3893200755119324
    max_val = 0.36394935846328735


class Program_weight_tensor_meta_cos_5:
    name = "cos_5"
    shape = [1, 1, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.503766383940274
    std = 0.680322356948278
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_5:
    name = "sin_5"
    shape = [1, 1, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.1700021858196088
    std = 0.5045470873414546
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999983310699463


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 12, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0018859796344381508
    std = 0.09227380446704106
    data = None
    min_val = -0.3715590238571167
    max_val = 0.40548670291900635
