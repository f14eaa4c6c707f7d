class Program_weight_tensor_meta_x_137:
    name = "x_137"
    shape = [1, 1, 1, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.00444183839147172
    std = 0.08170963752219994
    data = None
    min_val = -0.3240228593349457
    max_val = 0.21299007534980774


class Program_weight_tensor_meta_L_self_modules_head_modules_norm_parameters_weight_:
    name = "L_self_modules_head_modules_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
