class Program_weight_tensor_meta_reciprocal_29:
    name = "reciprocal_29"
    shape = [1, 1536, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 1.0
    max_val = 1.0


class Program_weight_tensor_meta_pow_48:
    name = "pow_48"
    shape = [1, 1536, 31]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.0464526952957913e-09
    std = 2.948196850239398e-09
    data = None
    min_val = 3.7354152973914645e-19
    max_val = 3.507584622752802e-08


class Program_weight_tensor_meta_hidden_states_87:
    name = "hidden_states_87"
    shape = [1, 1536, 31]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.1185595325875988e-07
    std = 4.523807204432665e-05
    data = None
    min_val = -0.0001848414249252528
    max_val = 0.0001872854627436027
