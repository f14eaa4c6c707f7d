class Program_weight_tensor_meta_x_3:
    name = "x_3"
    shape = [49, 192, 8, 8]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.6775475347445906e-05
    std = 0.03862976492552151
    data = None
    min_val = -0.17523817718029022
    max_val = 0.17241500318050385


class Program_weight_tensor_meta_key_2:
    name = "key_2"
    shape = [49, 64, 2, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.321785124323055e-05
    std = 0.03914630396736563
    data = None
    min_val = -0.18456828594207764
    max_val = 0.19858418405056


class Program_weight_tensor_meta_value_2:
    name = "value_2"
    shape = [49, 64, 2, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.934812637168602e-05
    std = 0.039034830926007576
    data = None
    min_val = -0.1936052143573761
    max_val = 0.17377234995365143
