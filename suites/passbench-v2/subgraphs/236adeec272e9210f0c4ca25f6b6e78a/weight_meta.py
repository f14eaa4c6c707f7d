class Program_weight_tensor_meta_query_13:
    name = "query_13"
    shape = [2, 12, 7, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.009339441612339561
    std = 0.24946532274793862
    data = None
    min_val = -1.0266417264938354
    max_val = 0.9590930938720703


class Program_weight_tensor_meta_key_13:
    name = "key_13"
    shape = [2, 12, 7, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.013032462358144889
    std = 0.17602346469285063
    data = None
    min_val = -0.6058638095855713
    max_val = 0.690733790397644


class Program_weight_tensor_meta_value_12:
    name = "value_12"
    shape = [2, 12, 7, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0008892713009940746
    std = 0.14631104980537185
    data = None
    min_val = -0.5458688735961914
    max_val = 0.543964684009552
