class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 16, 264, 80]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00043491136736699924
    std = 0.1428921253194923
    data = None
    min_val = -0.6405301094055176
    max_val = 0.6556532979011536


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 16, 264, 80]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0011593349863632308
    std = 0.14331012099057774
    data = None
    min_val = -0.657273530960083
    max_val = 0.7051078677177429


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 16, 264, 80]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0003953106930477822
    std = 0.14274513698044272
    data = None
    min_val = -0.6775524616241455
    max_val = 0.7170227766036987
