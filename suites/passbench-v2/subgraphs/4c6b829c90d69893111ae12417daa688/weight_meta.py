class Program_weight_tensor_meta_input_12:
    name = "input_12"
    shape = [1, 96, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -5.8437185406802e-09
    std = 3.1718346061197374e-08
    data = None
    min_val = -2.2632640650499525e-07
    max_val = 9.226145181173706e-08


class Program_weight_tensor_meta_getitem_12:
    name = "getitem_12"
    shape = [1, 1, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.03708995749214094
    std = 0.00048819151955141276
    data = None
    min_val = -0.03902106359601021
    max_val = -0.03533695638179779


class Program_weight_tensor_meta_ctx_all_5:
    name = "ctx_all_5"
    shape = [1, 96, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -6.260413381520997e-08
    std = 1.2214918779875317e-06
    data = None
    min_val = -5.813839379698038e-06
    max_val = 3.6949209061276633e-06
