class Program_weight_tensor_meta_mul_2:
    name = "mul_2"
    shape = [1, 16, 196, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0007825176316552393
    std = 0.10882867605858883
    data = None
    min_val = -0.6001158952713013
    max_val = 0.5212762951850891


class Program_weight_tensor_meta_mul_3:
    name = "mul_3"
    shape = [1, 16, 196, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.00020684459485194426
    std = 0.06785886598861218
    data = None
    min_val = -0.4388030469417572
    max_val = 0.4849524199962616


class Program_weight_tensor_meta_getitem_16:
    name = "getitem_16"
    shape = [1, 16, 1, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.001805387568936112
    std = 0.12335061420145073
    data = None
    min_val = -0.36936068534851074
    max_val = 0.40420082211494446


class Program_weight_tensor_meta_v:
    name = "v"
    shape = [1, 16, 197, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0022791037240135147
    std = 0.1273730758398292
    data = None
    min_val = -0.5433425307273865
    max_val = 0.5370132923126221
