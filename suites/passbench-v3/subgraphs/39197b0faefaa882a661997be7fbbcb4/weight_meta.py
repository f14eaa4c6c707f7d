class Program_weight_tensor_meta_hidden_states_255:
    name = "hidden_states_255"
    shape = [1, 512, 400]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00013658033487232157
    std = 0.0012530186039766342
    data = None
    min_val = -0.003818756202235818
    max_val = 0.0042612007819116116


class Program_weight_tensor_meta_L_self_modules_acoustic_decoder_modules_block_modules_0_modules_res_unit1_modules_conv1_parameters_weight_:
    name = "L_self_modules_acoustic_decoder_modules_block_modules_0_modules_res_unit1_modules_conv1_parameters_weight_"
    shape = [512, 512, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.73447043751412e-06
    std = 0.01998701540191319
    data = None


class Program_weight_tensor_meta_L_self_modules_acoustic_decoder_modules_block_modules_0_modules_res_unit1_modules_conv1_parameters_bias_:
    name = "L_self_modules_acoustic_decoder_modules_block_modules_0_modules_res_unit1_modules_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
