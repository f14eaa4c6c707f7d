class Program_weight_tensor_meta_scale_78:
    name = "scale_78"
    shape = [1, 432, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -7.143599745836606e-20
    std = 5.670600329158341e-19
    data = None
    min_val = -1.5793895034921585e-18
    max_val = 1.6266563614522402e-18


class Program_weight_tensor_meta_input_135:
    name = "input_135"
    shape = [1, 432, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 9.809982388947475e-20
    std = 2.0884721716250294e-16
    data = None
    min_val = -1.2397639025343746e-15
    max_val = 1.2445894492348823e-15
