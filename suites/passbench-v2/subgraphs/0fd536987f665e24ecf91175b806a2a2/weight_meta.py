class Program_weight_tensor_meta_input_6:
    name = "input_6"
    shape = [1, 352, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.0438927765923223e-09
    std = 5.868291416304837e-08
    data = None
    min_val = -7.021481565061549e-07
    max_val = 4.7268528646782215e-07


class Program_weight_tensor_meta_getitem_5:
    name = "getitem_5"
    shape = [1, 1, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.007795356239735063
    std = 0.05920198198056343
    data = None
    min_val = -0.22909435629844666
    max_val = 0.19795061647891998


class Program_weight_tensor_meta_ctx_all_1:
    name = "ctx_all_1"
    shape = [1, 352, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.370936786214904e-06
    std = 5.230822872351657e-05
    data = None
    min_val = -0.0005797682679258287
    max_val = 0.0006822185823693871
