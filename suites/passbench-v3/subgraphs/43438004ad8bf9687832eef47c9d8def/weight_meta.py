class Program_weight_tensor_meta_hidden_states_267:
    name = "hidden_states_267"
    shape = [1, 512, 400]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00013505808781242917
    std = 0.0012546342500461614
    data = None
    min_val = -0.003817928023636341
    max_val = 0.004236575681716204


class Program_weight_tensor_meta_L_self_modules_acoustic_decoder_modules_block_modules_0_modules_res_unit3_modules_conv1_parameters_weight_:
    name = "L_self_modules_acoustic_decoder_modules_block_modules_0_modules_res_unit3_modules_conv1_parameters_weight_"
    shape = [512, 512, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.293394022052176e-06
    std = 0.019995161468072998
    data = None


class Program_weight_tensor_meta_L_self_modules_acoustic_decoder_modules_block_modules_0_modules_res_unit3_modules_conv1_parameters_bias_:
    name = "L_self_modules_acoustic_decoder_modules_block_modules_0_modules_res_unit3_modules_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
