class Program_weight_tensor_meta_ctx_global_4:
    name = "ctx_global_4"
    shape = [1, 384, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.4323886689435602e-09
    std = 1.941665244071965e-08
    data = None
    min_val = -1.6251371448561258e-07
    max_val = 1.0019967788821305e-07


class Program_weight_tensor_meta_getitem_34:
    name = "getitem_34"
    shape = [1, 1, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.059931749676363735
    std = 0.055389598790719606
    data = None
    min_val = -0.2316688895225525
    max_val = 0.08903729915618896


class Program_weight_tensor_meta_ctx_all_18:
    name = "ctx_all_18"
    shape = [1, 384, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.7331575253458337e-07
    std = 2.614786630652658e-05
    data = None
    min_val = -0.0003042762400582433
    max_val = 0.00032021349761635065
