class Program_weight_tensor_meta_queries_3:
    name = "queries_3"
    shape = [1, 12, 50, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.493282272524842e-06
    std = 0.04063194683701
    data = None
    min_val = -0.16977152228355408
    max_val = 0.18278850615024567


class Program_weight_tensor_meta_keys_3:
    name = "keys_3"
    shape = [1, 12, 50, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00012656467255889463
    std = 0.04106079372407418
    data = None
    min_val = -0.17443954944610596
    max_val = 0.18977275490760803


class Program_weight_tensor_meta_values_3:
    name = "values_3"
    shape = [1, 12, 50, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 8.566801157712689e-05
    std = 0.040839454685155006
    data = None
    min_val = -0.19085314869880676
    max_val = 0.15087838470935822
