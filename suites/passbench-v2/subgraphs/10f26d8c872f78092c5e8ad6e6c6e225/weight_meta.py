class Program_weight_tensor_meta_getitem_44:
    name = "getitem_44"
    shape = [1]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [50]


class Program_weight_tensor_meta_getitem_45:
    name = "getitem_45"
    shape = [1]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [50]


class Program_weight_tensor_meta_reference_points_1:
    name = "reference_points_1"
    shape = [1, 2500, 1, 2]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.5000000000745058
    std = 0.2886462613858199
    data = None
    min_val = 0.009999999776482582
    max_val = 0.9900000095367432


class Program_weight_tensor_meta_sampling_offsets_3:
    name = "sampling_offsets_3"
    shape = [1, 2500, 8, 1, 4, 2]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.09189656330272555
    std = 0.5005609603303751
    data = None
    min_val = -1.206092357635498
    max_val = 1.2089136838912964
