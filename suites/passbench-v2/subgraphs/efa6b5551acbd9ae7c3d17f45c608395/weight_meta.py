class Program_weight_tensor_meta_ln_outputs_1:
    name = "ln_outputs_1"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0822121775111437e-09
    std = 1.0000038125523552
    data = None
    min_val = -3.7546849250793457
    max_val = 4.0484161376953125


class Program_weight_tensor_meta_L_args_0_modules_encoder_modules_layer_modules_1_modules_attention_modules_self_modules_value_parameters_weight_:
    name = "L_args_0_modules_encoder_modules_layer_modules_1_modules_attention_modules_self_modules_value_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -9.453448086983465e-07
    std = 0.020001310761476508
    data = None


class Program_weight_tensor_meta_L_args_0_modules_encoder_modules_layer_modules_1_modules_attention_modules_self_modules_value_parameters_bias_:
    name = "L_args_0_modules_encoder_modules_layer_modules_1_modules_attention_modules_self_modules_value_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_layer_3:
    name = "key_layer_3"
    shape = [1, 16, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0019838881275597853
    std = 0.13186514404206132
    data = None
    min_val = -0.5546923875808716
    max_val = 0.5675058364868164
