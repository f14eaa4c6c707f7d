class Program_weight_tensor_meta_permute_104:
    name = "permute_104"
    shape = [32, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.035513787032651956
    std = 0.29677540687931125
    data = None
    min_val = -1.008913278579712
    max_val = 1.063939094543457


class Program_weight_tensor_meta_layer_norm_50:
    name = "layer_norm_50"
    shape = [1, 7, 7, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0038440752583385673
    std = 0.39706391479181097
    data = None
    min_val = -1.1064670085906982
    max_val = 1.4499762058258057
