class Program_weight_tensor_meta_sp_200:
    name = "sp_200"
    shape = [1, 56, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 2.8514168164628746e-05
    std = 4.084881125226494e-05
    data = None
    min_val = 0.0
    max_val = 0.0002530771307647228


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_convs_modules_1_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_convs_modules_1_parameters_weight_"
    shape = [56, 56, 3, 3]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00011611593861677151
    std = 0.0628341989677029
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bns_modules_1_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_0_modules_bns_modules_1_buffers_running_mean_"
    shape = [56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bns_modules_1_buffers_running_var_:
    name = "L_self_modules_layer3_modules_0_modules_bns_modules_1_buffers_running_var_"
    shape = [56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bns_modules_1_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_bns_modules_1_parameters_weight_"
    shape = [56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bns_modules_1_parameters_bias_:
    name = "L_self_modules_layer3_modules_0_modules_bns_modules_1_parameters_bias_"
    shape = [56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
