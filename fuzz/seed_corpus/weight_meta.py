import torch


class Program_weight_tensor_meta_L_self_modules_fc_parameters_weight_:
    name = "L_self_modules_fc_parameters_weight_"
    original_name = "fc.weight"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None


class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [2, 3]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [1, 2, 3, -4, 5, 60000000000]
    min_val = 0
    max_val = float("inf")
    is_leaf = True
    stride = (3, 1)


class Program_weight_tensor_meta_s0(object):
    """Sym int."""
    name = 's0'
    shape = []
    dtype = 'torch.int64'
    device = 'cpu'
    data = [-0.0, 1.5e-10, nan, -inf]
