class Program_weight_tensor_meta_hidden_states_104:
    name = "hidden_states_104"
    shape = [1, 768, 248]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00015476854441211403
    std = 0.0009593279264683257
    data = None
    min_val = -0.0033448711037635803
    max_val = 0.0029857244808226824


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_0_modules_res_unit3_modules_conv1_parameters_weight_:
    name = "L_self_modules_decoder_modules_block_modules_0_modules_res_unit3_modules_conv1_parameters_weight_"
    shape = [768, 768, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.2313073366334402e-05
    std = 0.02000383356760962
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_0_modules_res_unit3_modules_conv1_parameters_bias_:
    name = "L_self_modules_decoder_modules_block_modules_0_modules_res_unit3_modules_conv1_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
