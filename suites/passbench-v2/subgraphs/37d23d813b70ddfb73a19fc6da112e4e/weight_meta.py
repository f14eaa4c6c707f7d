class Program_weight_tensor_meta_variance_24:
    name = "variance_24"
    shape = [1, 200, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.7936027274829593e-17
    std = 3.744294269630442e-18
    data = None
    min_val = 1.3945800252139792e-17
    max_val = 3.98079644087185e-17


class Program_weight_tensor_meta_hidden_states_166:
    name = "hidden_states_166"
    shape = [1, 200, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.0854195915369175e-11
    std = 5.285468966223937e-09
    data = None
    min_val = -2.6737232872164896e-08
    max_val = 2.264610010627166e-08


class Program_weight_tensor_meta_L_self_modules_encoder_modules_conv_layers_modules_3_modules_stage_modules_0_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_conv_layers_modules_3_modules_stage_modules_0_modules_norm_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
