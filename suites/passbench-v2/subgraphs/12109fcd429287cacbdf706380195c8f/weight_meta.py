class Program_weight_tensor_meta_input_2:
    name = "input_2"
    shape = [1, 96, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -6.763595797749353e-06
    std = 0.00024282286697720697
    data = None
    min_val = -0.0013745565665885806
    max_val = 0.0010824950877577066


class Program_weight_tensor_meta_getitem_3:
    name = "getitem_3"
    shape = [1, 1, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.022459363172856683
    std = 0.03083301442131573
    data = None
    min_val = -0.07969914376735687
    max_val = 0.13363081216812134
