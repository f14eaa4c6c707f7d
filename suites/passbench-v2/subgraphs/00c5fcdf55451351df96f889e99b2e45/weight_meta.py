class Program_weight_tensor_meta_input_18:
    name = "input_18"
    shape = [1, 192, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.191048820815069e-09
    std = 4.385606807975367e-08
    data = None
    min_val = -2.765440001439856e-07
    max_val = 4.364798087408417e-07


class Program_weight_tensor_meta_getitem_19:
    name = "getitem_19"
    shape = [1, 1, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004902684010834937
    std = 0.04318884629502921
    data = None
    min_val = -0.11595244705677032
    max_val = 0.12938056886196136


class Program_weight_tensor_meta_ctx_all_9:
    name = "ctx_all_9"
    shape = [1, 192, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.3146792318705286e-06
    std = 2.471982362530575e-05
    data = None
    min_val = -0.00027088308706879616
    max_val = 0.0002579020510893315
