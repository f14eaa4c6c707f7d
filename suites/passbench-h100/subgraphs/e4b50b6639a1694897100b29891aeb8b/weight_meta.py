class Program_weight_tensor_meta_x1_6:
    name = "x1_6"
    shape = [1, 96, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.2521303543248485e-07
    std = 8.01472172943745e-05
    data = None
    min_val = -0.0003125504881609231
    max_val = 0.000353418494341895


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_spatial_mixing_modules_partial_conv3_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_spatial_mixing_modules_partial_conv3_parameters_weight_"
    shape = [96, 96, 3, 3]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_x2_3:
    name = "x2_3"
    shape = [1, 288, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.545770316875802e-06
    std = 8.484173332027487e-05
    data = None
    min_val = -0.0003532112459652126
    max_val = 0.00040503975469619036
