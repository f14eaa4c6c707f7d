class Program_weight_tensor_meta_x1_22:
    name = "x1_22"
    shape = [1, 192, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -2.7072016734253197e-07
    std = 1.3241358651948352e-05
    data = None
    min_val = -4.9926326028071344e-05
    max_val = 5.2381379646249115e-05


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_spatial_mixing_modules_partial_conv3_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_spatial_mixing_modules_partial_conv3_parameters_weight_"
    shape = [192, 192, 3, 3]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_x2_11:
    name = "x2_11"
    shape = [1, 576, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 6.611643262864413e-07
    std = 1.3077082840130475e-05
    data = None
    min_val = -5.8977755543310195e-05
    max_val = 5.528221299755387e-05
