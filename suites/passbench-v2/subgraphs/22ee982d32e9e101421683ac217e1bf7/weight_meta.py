class Program_weight_tensor_meta_getitem_69:
    name = "getitem_69"
    shape = [1]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [50]


class Program_weight_tensor_meta_getitem_70:
    name = "getitem_70"
    shape = [1]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [50]


class Program_weight_tensor_meta_reference_points_input:
    name = "reference_points_input"
    shape = [1, 300, 1, 2]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.5000140834351381
    std = 0.00031324328523404097
    data = None
    min_val = 0.4991309344768524
    max_val = 0.5009026527404785


class Program_weight_tensor_meta_sampling_offsets_6:
    name = "sampling_offsets_6"
    shape = [1, 300, 8, 1, 4, 2]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.07990601283381693
    std = 0.4768550559290404
    data = None
    min_val = -1.2993016242980957
    max_val = 0.914380669593811
