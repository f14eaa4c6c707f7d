class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 8, 144, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00014663517989137946
    std = 0.09033825320988108
    data = None
    min_val = -0.36662882566452026
    max_val = 0.35430648922920227


class Program_weight_tensor_meta_cos_4:
    name = "cos_4"
    shape = [1, 1, 144, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.495123513287884
    std = 0.6809733409854359
    data = None
    min_val = -1.0
    max_val = 1.0
