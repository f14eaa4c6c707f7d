class Program_weight_tensor_meta_input_15:
    name = "input_15"
    shape = [1, 768, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 2.285558604587641e-06
    std = 3.3922451451226877e-06
    data = None
    min_val = 0.0
    max_val = 2.8580310754477978e-05


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_3_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_3_parameters_weight_"
    shape = [384, 768, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_x_8:
    name = "x_8"
    shape = [1, 384, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.1280244787987302e-06
    std = 8.369539721588446e-05
    data = None
    min_val = -0.0003532112459652126
    max_val = 0.00040503975469619036
