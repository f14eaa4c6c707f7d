class Program_weight_tensor_meta_ctx_global_2:
    name = "ctx_global_2"
    shape = [1, 704, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.517473290475162e-09
    std = 2.343129489288465e-08
    data = None
    min_val = -7.370227450564926e-08
    max_val = 3.726759700839466e-07


class Program_weight_tensor_meta_getitem_20:
    name = "getitem_20"
    shape = [1, 1, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.11376317619371028
    std = 0.08571765705473383
    data = None
    min_val = -0.4374324381351471
    max_val = 0.16010013222694397


class Program_weight_tensor_meta_ctx_all_10:
    name = "ctx_all_10"
    shape = [1, 704, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -2.0307704863279987e-06
    std = 8.130433427843582e-05
    data = None
    min_val = -0.0013663284480571747
    max_val = 0.0010601624380797148
