class Program_weight_tensor_meta_keys_23:
    name = "keys_23"
    shape = [1, 12, 576, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.025950235712976003
    std = 0.18670371677686445
    data = None
    min_val = -0.6933403015136719
    max_val = 0.6588740348815918


class Program_weight_tensor_meta_values_23:
    name = "values_23"
    shape = [1, 12, 576, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.024831636984518193
    std = 0.22799049670799904
    data = None
    min_val = -0.928814172744751
    max_val = 0.7814017534255981
