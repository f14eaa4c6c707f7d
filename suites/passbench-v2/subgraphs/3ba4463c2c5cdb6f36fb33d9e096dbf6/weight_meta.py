class Program_weight_tensor_meta_x_6:
    name = "x_6"
    shape = [1, 257, 1280]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 2.7722735532612058e-05
    std = 0.0010855957120726558
    data = None
    min_val = -0.0033199493773281574
    max_val = 0.003506435314193368


class Program_weight_tensor_meta_dropout:
    name = "dropout"
    shape = [1, 257, 1280]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -6.119145426658232e-05
    std = 0.04027443084576141
    data = None
    min_val = -0.21958068013191223
    max_val = 0.204069584608078


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_ln_2_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_ln_2_parameters_weight_"
    shape = [1280]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_ln_2_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_ln_2_parameters_bias_"
    shape = [1280]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
