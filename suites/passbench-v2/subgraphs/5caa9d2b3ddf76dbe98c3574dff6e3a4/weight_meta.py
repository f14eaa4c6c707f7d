class Program_weight_tensor_meta_query_1:
    name = "query_1"
    shape = [49, 1, 64, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.064775669760501e-06
    std = 0.03878639735345086
    data = None
    min_val = -0.17378956079483032
    max_val = 0.17064343392848969


class Program_weight_tensor_meta_key_1:
    name = "key_1"
    shape = [49, 1, 64, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00013500889195223426
    std = 0.03904770456384286
    data = None
    min_val = -0.1616782397031784
    max_val = 0.1766834408044815


class Program_weight_tensor_meta_value_1:
    name = "value_1"
    shape = [49, 1, 64, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.64198516355389e-05
    std = 0.03895085771038295
    data = None
    min_val = -0.17291028797626495
    max_val = 0.16981831192970276
