class Program_weight_tensor_meta_hidden_states_176:
    name = "hidden_states_176"
    shape = [1, 128, 2000]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.3253565152352586e-06
    std = 0.0002763091916190492
    data = None
    min_val = -0.0014277512673288584
    max_val = 0.0014473346527665854


class Program_weight_tensor_meta_L_self_modules_acoustic_encoder_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_weight_:
    name = "L_self_modules_acoustic_encoder_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_weight_"
    shape = [128, 128, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.131213302929149e-05
    std = 0.019988075677737627
    data = None


class Program_weight_tensor_meta_L_self_modules_acoustic_encoder_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_bias_:
    name = "L_self_modules_acoustic_encoder_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_bias_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
