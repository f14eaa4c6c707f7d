class Program_weight_tensor_meta_transpose_10:
    name = "transpose_10"
    shape = [1, 16, 512, 513]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0009708516104502339
    std = 0.0013003273185797385
    data = None
    min_val = 0.0
    max_val = 0.0038610037881881


class Program_weight_tensor_meta_div_7:
    name = "div_7"
    shape = []
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [2]


class Program_weight_tensor_meta_value_vectors_1:
    name = "value_vectors_1"
    shape = [1, 512, 16, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -8.921742967475392e-05
    std = 0.10466353570447846
    data = None
    min_val = -0.46425923705101013
    max_val = 0.5099659562110901
