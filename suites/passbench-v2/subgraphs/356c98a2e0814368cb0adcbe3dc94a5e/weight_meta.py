class Program_weight_tensor_meta_hidden_state_29:
    name = "hidden_state_29"
    shape = [1, 784, 192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.00015750572476515865
    std = 0.9989721672874045
    data = None
    min_val = -2.7517709732055664
    max_val = 2.7488906383514404


class Program_weight_tensor_meta_mul_26:
    name = "mul_26"
    shape = [1, 784, 192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -2.2521833260152954e-11
    std = 3.463203709059395e-10
    data = None
    min_val = -1.4674872428344088e-09
    max_val = 1.3909309259929614e-09


class Program_weight_tensor_meta_L_self_modules_focalnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_norm2_parameters_weight_:
    name = "L_self_modules_focalnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_norm2_parameters_weight_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_focalnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_norm2_parameters_bias_:
    name = "L_self_modules_focalnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_norm2_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
