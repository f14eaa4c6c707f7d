class Program_weight_tensor_meta_x_7:
    name = "x_7"
    shape = [1, 128, 109, 109]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -3.076149262471108e-06
    std = 5.03895076246429e-05
    data = None
    min_val = -0.0001887625694507733
    max_val = 0.00019983662059530616


class Program_weight_tensor_meta_L_self_modules_block1_modules_rep_modules_1_buffers_running_mean_:
    name = "L_self_modules_block1_modules_rep_modules_1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_block1_modules_rep_modules_1_buffers_running_var_:
    name = "L_self_modules_block1_modules_rep_modules_1_buffers_running_var_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_block1_modules_rep_modules_1_parameters_weight_:
    name = "L_self_modules_block1_modules_rep_modules_1_parameters_weight_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_block1_modules_rep_modules_1_parameters_bias_:
    name = "L_self_modules_block1_modules_rep_modules_1_parameters_bias_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
