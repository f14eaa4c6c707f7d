class Program_weight_tensor_meta_key_30:
    name = "key_30"
    shape = [1, 1, 5, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0011984348284386215
    std = 0.06625462230629499
    data = None
    min_val = -0.18834304809570312
    max_val = 0.14608179032802582


class Program_weight_tensor_meta_value_28:
    name = "value_28"
    shape = [1, 1, 5, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0037535361811023905
    std = 0.06500501272888838
    data = None
    min_val = -0.1513514220714569
    max_val = 0.14132754504680634
