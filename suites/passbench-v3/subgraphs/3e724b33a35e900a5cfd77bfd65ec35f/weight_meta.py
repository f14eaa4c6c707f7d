class Program_weight_tensor_meta_hidden_states_15:
    name = "hidden_states_15"
    shape = [1, 7, 7, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.004483197436767208
    std = 0.053380024211528564
    data = None
    min_val = -0.15064485371112823
    max_val = 0.3404194116592407


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_pwconv2_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_pwconv2_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = -9.01702015266855e-06
    std = 0.019987831352797206
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_pwconv2_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_pwconv2_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
