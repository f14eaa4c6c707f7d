class Program_weight_tensor_meta_hidden_states_65:
    name = "hidden_states_65"
    shape = [1, 512, 250]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.657279131327699e-08
    std = 4.876912974404607e-06
    data = None
    min_val = -2.4059952920651995e-05
    max_val = 2.3497905203839764e-05


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_res_unit1_modules_conv1_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_res_unit1_modules_conv1_parameters_weight_"
    shape = [512, 512, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.5312831583334282e-05
    std = 0.020006756063893613
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_res_unit1_modules_conv1_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_res_unit1_modules_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
