class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 8, 20, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0015951367724824194
    std = 0.18174892929264685
    data = None
    min_val = -0.7160661816596985
    max_val = 0.7403141856193542


class Program_weight_tensor_meta_key_states_3:
    name = "key_states_3"
    shape = [1, 8, 20, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0002194299164671065
    std = 0.17873050680478633
    data = None
    min_val = -0.7208535671234131
    max_val = 0.721335232257843


class Program_weight_tensor_meta_value_states_3:
    name = "value_states_3"
    shape = [1, 8, 20, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0012427415059960366
    std = 0.13963246253167452
    data = None
    min_val = -0.5907067656517029
    max_val = 0.526391863822937
