class Program_weight_tensor_meta_query_states_4:
    name = "query_states_4"
    shape = [1, 5, 196, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00021611817639535734
    std = 0.05098153307660915
    data = None
    min_val = -0.2734242081642151
    max_val = 0.2147090584039688


class Program_weight_tensor_meta_key_states_4:
    name = "key_states_4"
    shape = [1, 5, 49, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.240845682125002e-05
    std = 0.05107953606904759
    data = None
    min_val = -0.19232729077339172
    max_val = 0.2062499225139618


class Program_weight_tensor_meta_value_states_4:
    name = "value_states_4"
    shape = [1, 5, 49, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00036573582990374176
    std = 0.050683099292381094
    data = None
    min_val = -0.18137452006340027
    max_val = 0.20052401721477509
