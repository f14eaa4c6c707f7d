class Program_weight_tensor_meta_query_13:
    name = "query_13"
    shape = [1, 4, 4096, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00017206474833242455
    std = 0.07862375941299199
    data = None
    min_val = -0.39595547318458557
    max_val = 0.40392032265663147


class Program_weight_tensor_meta_key_11:
    name = "key_11"
    shape = [1, 4, 4096, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0010047778911220111
    std = 0.07792643760543169
    data = None
    min_val = -0.38577574491500854
    max_val = 0.41504067182540894


class Program_weight_tensor_meta_value_11:
    name = "value_11"
    shape = [1, 4, 4096, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0010751852411404023
    std = 0.0786504775039318
    data = None
    min_val = -0.3751957416534424
    max_val = 0.4222196638584137
