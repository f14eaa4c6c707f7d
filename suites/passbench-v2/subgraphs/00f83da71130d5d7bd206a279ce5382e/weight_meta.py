class Program_weight_tensor_meta_query_4:
    name = "query_4"
    shape = [49, 2, 16, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.039846090582399185
    std = 0.0269742194140511
    data = None
    min_val = -0.06501754373311996
    max_val = 0.17241500318050385


class Program_weight_tensor_meta_key_3:
    name = "key_3"
    shape = [49, 2, 64, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.321785124323055e-05
    std = 0.03914630396736563
    data = None
    min_val = -0.18456828594207764
    max_val = 0.19858418405056


class Program_weight_tensor_meta_value_3:
    name = "value_3"
    shape = [49, 2, 64, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.934812637168602e-05
    std = 0.039034830926007576
    data = None
    min_val = -0.1936052143573761
    max_val = 0.17377234995365143
