class Program_weight_tensor_meta_hidden_states_65:
    name = "hidden_states_65"
    shape = [1, 512, 100]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.902335036579883e-08
    std = 8.508388044604262e-06
    data = None
    min_val = -3.514327545417473e-05
    max_val = 3.606858808780089e-05


class Program_weight_tensor_meta_L_self_modules_block_modules_3_modules_res_unit1_modules_conv1_parameters_weight_:
    name = "L_self_modules_block_modules_3_modules_res_unit1_modules_conv1_parameters_weight_"
    shape = [512, 512, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.4714944787866395e-06
    std = 0.019999358714263282
    data = None


class Program_weight_tensor_meta_L_self_modules_block_modules_3_modules_res_unit1_modules_conv1_parameters_bias_:
    name = "L_self_modules_block_modules_3_modules_res_unit1_modules_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
