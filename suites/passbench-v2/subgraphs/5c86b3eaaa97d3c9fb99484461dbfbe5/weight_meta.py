class Program_weight_tensor_meta_query_39:
    name = "query_39"
    shape = [1, 1, 4096, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.002553624054284073
    std = 0.07560491154569063
    data = None
    min_val = -0.31088507175445557
    max_val = 0.3332572877407074


class Program_weight_tensor_meta_key_38:
    name = "key_38"
    shape = [1, 1, 5, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.004119160878326511
    std = 0.06421696786872251
    data = None
    min_val = -0.14103585481643677
    max_val = 0.15969884395599365


class Program_weight_tensor_meta_value_34:
    name = "value_34"
    shape = [1, 1, 5, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0050314119376707826
    std = 0.05972970413660326
    data = None
    min_val = -0.19732201099395752
    max_val = 0.14094534516334534
