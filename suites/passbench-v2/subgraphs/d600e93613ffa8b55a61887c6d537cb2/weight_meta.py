class Program_weight_tensor_meta_L_self_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_view_21:
    name = "view_21"
    shape = [128, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.1762916566719164e-10
    std = 1.0000000572208048
    data = None
    min_val = -4.8478593826293945
    max_val = 4.601954460144043


class Program_weight_tensor_meta_L_self_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = -9.842247986017607e-06
    std = 0.020007617524630233
    data = None
