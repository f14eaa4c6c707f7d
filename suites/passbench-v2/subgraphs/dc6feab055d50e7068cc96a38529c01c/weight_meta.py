class Program_weight_tensor_meta_view_37:
    name = "view_37"
    shape = [2, 7, 12, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.009339441612339561
    std = 0.2494653227479386
    data = None
    min_val = -1.0266417264938354
    max_val = 0.9590930938720703


class Program_weight_tensor_meta_keys_24:
    name = "keys_24"
    shape = [2, 7, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.013032462358144889
    std = 0.17602346469285063
    data = None
    min_val = -0.6058638095855713
    max_val = 0.690733790397644
