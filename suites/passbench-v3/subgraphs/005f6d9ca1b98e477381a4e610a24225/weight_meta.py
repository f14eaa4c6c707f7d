class Program_weight_tensor_meta_hidden_states_102:
    name = "hidden_states_102"
    shape = [1, 32, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0001273204775918598
    std = 0.012541759595770991
    data = None
    min_val = -0.049755536019802094
    max_val = 0.051073793321847916


class Program_weight_tensor_meta_hidden_states_98:
    name = "hidden_states_98"
    shape = [1, 32, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -7.499432186364174e-10
    std = 1.0000203224636313
    data = None
    min_val = -2.940103054046631
    max_val = 8.233086585998535


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
