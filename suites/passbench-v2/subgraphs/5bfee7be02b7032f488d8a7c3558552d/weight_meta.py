class Program_weight_tensor_meta_hidden_states_261:
    name = "hidden_states_261"
    shape = [1, 512, 400]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.000135206336172031
    std = 0.001252210999778129
    data = None
    min_val = -0.00382510875351727
    max_val = 0.004267402924597263


class Program_weight_tensor_meta_L_self_modules_acoustic_decoder_modules_block_modules_0_modules_res_unit2_modules_conv1_parameters_weight_:
    name = "L_self_modules_acoustic_decoder_modules_block_modules_0_modules_res_unit2_modules_conv1_parameters_weight_"
    shape = [512, 512, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.039330796162182e-05
    std = 0.02000362854940162
    data = None


class Program_weight_tensor_meta_L_self_modules_acoustic_decoder_modules_block_modules_0_modules_res_unit2_modules_conv1_parameters_bias_:
    name = "L_self_modules_acoustic_decoder_modules_block_modules_0_modules_res_unit2_modules_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
