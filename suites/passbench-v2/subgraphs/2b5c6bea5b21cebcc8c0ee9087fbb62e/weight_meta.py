class Program_weight_tensor_meta_x_se_43:
    name = "x_se_43"
    shape = [1, 480, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 4.691722962848721e-15
    std = 2.451314364482691e-13
    data = None
    min_val = -9.205410956072968e-13
    max_val = 6.436611226651179e-13


class Program_weight_tensor_meta_x_112:
    name = "x_112"
    shape = [1, 480, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -3.879384358242331e-13
    std = 8.965364502363556e-12
    data = None
    min_val = -3.6198991720803875e-11
    max_val = 4.044720114393385e-11
