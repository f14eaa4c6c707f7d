class Program_weight_tensor_meta_hidden_state_249:
    name = "hidden_state_249"
    shape = [1, 1088, 7, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.792176755522437e-10
    std = 3.1443774616230583e-09
    data = None
    min_val = -1.4478441556775579e-08
    max_val = 1.4463351405424874e-08


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_mean_"
    shape = [1088]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_var_"
    shape = [1088]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_weight_"
    shape = [1088]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_bias_"
    shape = [1088]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_241:
    name = "hidden_state_241"
    shape = [1, 1088, 7, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.4102711457343146e-06
    std = 2.3587954866740927e-06
    data = None
    min_val = 0.0
    max_val = 2.2268946850090288e-05
