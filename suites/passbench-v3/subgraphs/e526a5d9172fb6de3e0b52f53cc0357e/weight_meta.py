class Program_weight_tensor_meta_query_31:
    name = "query_31"
    shape = [1, 8, 4096, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.966599444195104e-05
    std = 0.04553979621708671
    data = None
    min_val = -0.20098626613616943
    max_val = 0.20210351049900055


class Program_weight_tensor_meta_key_31:
    name = "key_31"
    shape = [1, 8, 5, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0011984348284386215
    std = 0.06625462230629499
    data = None
    min_val = -0.18834304809570312
    max_val = 0.14608179032802582


class Program_weight_tensor_meta_value_29:
    name = "value_29"
    shape = [1, 8, 5, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0037535361811023905
    std = 0.06500501272888838
    data = None
    min_val = -0.1513514220714569
    max_val = 0.14132754504680634
