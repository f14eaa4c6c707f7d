class Program_weight_tensor_meta_transpose_60:
    name = "transpose_60"
    shape = [1, 6, 8, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.75536451890098e-06
    std = 0.000249962341150331
    data = None
    min_val = -0.0009996929438784719
    max_val = 0.001389223849400878


class Program_weight_tensor_meta_key_states_20:
    name = "key_states_20"
    shape = [1, 6, 64, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0002531272396522806
    std = 0.04201934164948449
    data = None
    min_val = -0.1699657291173935
    max_val = 0.1701195389032364


class Program_weight_tensor_meta_value_states_20:
    name = "value_states_20"
    shape = [1, 6, 64, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.4510504033563244e-05
    std = 0.0413841931247759
    data = None
    min_val = -0.15444016456604004
    max_val = 0.14273740351200104
