class Program_weight_tensor_meta_input_26:
    name = "input_26"
    shape = [1, 384, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.563187884521871e-05
    std = 0.000492484397185091
    data = None
    min_val = -0.0025084721855819225
    max_val = 0.0032184384763240814


class Program_weight_tensor_meta_getitem_31:
    name = "getitem_31"
    shape = [1, 1, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.00967765652826436
    std = 0.05225791885667014
    data = None
    min_val = -0.14516854286193848
    max_val = 0.13988405466079712
