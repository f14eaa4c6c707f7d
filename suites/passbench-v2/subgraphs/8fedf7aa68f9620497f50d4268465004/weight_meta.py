class Program_weight_tensor_meta_hidden_state_109:
    name = "hidden_state_109"
    shape = [1, 49, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0003142928772231368
    std = 0.9991806607125011
    data = None
    min_val = -2.785083770751953
    max_val = 3.6220288276672363


class Program_weight_tensor_meta_mul_82:
    name = "mul_82"
    shape = [1, 49, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -9.32717355626747e-10
    std = 6.677184346638473e-08
    data = None
    min_val = -2.2040211433704826e-07
    max_val = 2.739996602940664e-07


class Program_weight_tensor_meta_L_self_modules_focalnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_norm2_parameters_weight_:
    name = "L_self_modules_focalnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_norm2_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_focalnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_norm2_parameters_bias_:
    name = "L_self_modules_focalnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_norm2_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
