class Program_weight_tensor_meta_x_se_35:
    name = "x_se_35"
    shape = [1, 2316, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.80325046832455e-16
    std = 4.9288528855472116e-14
    data = None
    min_val = -1.6213060353899994e-13
    max_val = 1.6605755670268812e-13


class Program_weight_tensor_meta_x_107:
    name = "x_107"
    shape = [1, 2316, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.5142752732646934e-15
    std = 8.875255675536589e-13
    data = None
    min_val = -7.786983731439268e-12
    max_val = 6.1993843218643985e-12
