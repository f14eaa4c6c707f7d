class Program_weight_tensor_meta_x1:
    name = "x1"
    shape = [1, 24, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0022866252209981694
    std = 0.009612327393724392
    data = None
    min_val = -0.0344594269990921
    max_val = 0.043830759823322296


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_spatial_mixing_modules_partial_conv3_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_spatial_mixing_modules_partial_conv3_parameters_weight_"
    shape = [24, 24, 3, 3]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_x2:
    name = "x2"
    shape = [1, 72, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00015767371427083735
    std = 0.009530040139394704
    data = None
    min_val = -0.04538435861468315
    max_val = 0.04432081803679466
