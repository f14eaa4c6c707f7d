class Program_weight_tensor_meta_hidden_state_47:
    name = "hidden_state_47"
    shape = [1, 192, 28, 28]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.065048546700871e-08
    std = 5.585246632731618e-07
    data = None
    min_val = -2.694509930734057e-06
    max_val = 3.5516532079782337e-06


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_mean_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_var_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_weight_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_bias_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_39:
    name = "hidden_state_39"
    shape = [1, 192, 28, 28]
    dtype = "torch.float16"
    device = "cpu"
    mean = 8.041789827690331e-05
    std = 0.00014850930567245936
    data = None
    min_val = 0.0
    max_val = 0.001475512981414795
