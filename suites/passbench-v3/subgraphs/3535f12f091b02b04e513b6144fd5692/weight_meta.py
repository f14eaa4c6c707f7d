class Program_weight_tensor_meta_hidden_states_288:
    name = "hidden_states_288"
    shape = [1, 256, 2000]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0005272023389254565
    std = 0.0020859194220590963
    data = None
    min_val = -0.006358590442687273
    max_val = 0.005519025027751923


class Program_weight_tensor_meta_L_self_modules_acoustic_decoder_modules_block_modules_1_modules_res_unit3_modules_conv1_parameters_weight_:
    name = "L_self_modules_acoustic_decoder_modules_block_modules_1_modules_res_unit3_modules_conv1_parameters_weight_"
    shape = [256, 256, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.558404087430322e-05
    std = 0.020000598196252262
    data = None


class Program_weight_tensor_meta_L_self_modules_acoustic_decoder_modules_block_modules_1_modules_res_unit3_modules_conv1_parameters_bias_:
    name = "L_self_modules_acoustic_decoder_modules_block_modules_1_modules_res_unit3_modules_conv1_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
