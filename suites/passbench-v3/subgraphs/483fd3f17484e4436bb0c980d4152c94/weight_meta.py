class Program_weight_tensor_meta_mean_5:
    name = "mean_5"
    shape = [1, 192, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.356266945919029e-09
    std = 2.7189498366335347e-08
    data = None
    min_val = -8.21379657622856e-08
    max_val = 1.5263758257333393e-07


class Program_weight_tensor_meta_gates_2:
    name = "gates_2"
    shape = [1, 4, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.015891768545659535
    std = 0.05853154805614487
    data = None
    min_val = -0.0953650027513504
    max_val = 0.0672801211476326


class Program_weight_tensor_meta_ctx_all_10:
    name = "ctx_all_10"
    shape = [1, 192, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 9.513287041143183e-07
    std = 1.931298263379959e-05
    data = None
    min_val = -0.00010302347800461575
    max_val = 8.309738768730313e-05
