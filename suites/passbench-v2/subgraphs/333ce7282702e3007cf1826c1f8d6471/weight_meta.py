class Program_weight_tensor_meta_queries_2:
    name = "queries_2"
    shape = [1, 12, 1024, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.84057314622792e-05
    std = 0.11053980476023839
    data = None
    min_val = -0.5338219404220581
    max_val = 0.5828003287315369


class Program_weight_tensor_meta_keys_2:
    name = "keys_2"
    shape = [1, 12, 1024, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0004653596758281828
    std = 0.1110499318134174
    data = None
    min_val = -0.5400797128677368
    max_val = 0.5102975368499756


class Program_weight_tensor_meta_values_2:
    name = "values_2"
    shape = [1, 12, 1024, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00011361755564580182
    std = 0.1105863759268843
    data = None
    min_val = -0.5152849555015564
    max_val = 0.502253532409668
