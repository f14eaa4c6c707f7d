class Program_weight_tensor_meta_x_se_23:
    name = "x_se_23"
    shape = [1, 1704, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0316204847023256e-15
    std = 5.2935357344337624e-14
    data = None
    min_val = -2.1881236785589037e-13
    max_val = 1.5876457592177429e-13


class Program_weight_tensor_meta_x_77:
    name = "x_77"
    shape = [1, 1704, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.2931297041883645e-14
    std = 1.0384814990342227e-12
    data = None
    min_val = -7.0459241739706524e-12
    max_val = 7.431772211519139e-12
