class Program_weight_tensor_meta_view_7:
    name = "view_7"
    shape = [24, 128, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.007812500000097108
    std = 0.0001903864657476249
    data = None
    min_val = 0.006999831646680832
    max_val = 0.008734912611544132


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [24, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00023235253204357433
    std = 0.15686488364222578
    data = None
    min_val = -0.7034243941307068
    max_val = 0.7744563817977905
