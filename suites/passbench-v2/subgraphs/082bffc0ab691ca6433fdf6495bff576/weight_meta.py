class Program_weight_tensor_meta_query_states_4:
    name = "query_states_4"
    shape = [1, 12, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.003081381390168225
    std = 0.10410602615645553
    data = None
    min_val = -0.4036446809768677
    max_val = 0.3863387107849121


class Program_weight_tensor_meta_cos_7:
    name = "cos_7"
    shape = [1, 1, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.503766383940274
    std = 0.680322356948278
    data = None
    min_val = -1.0
    max_val = 1.0
