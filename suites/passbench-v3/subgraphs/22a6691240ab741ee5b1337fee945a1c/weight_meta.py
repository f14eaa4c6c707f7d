class Program_weight_tensor_meta_hidden_state_242:
    name = "hidden_state_242"
    shape = [1, 1088, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = -7.302172402111041e-08
    std = 7.91134996070316e-07
    data = None
    min_val = -5.398512257670518e-06
    max_val = 3.8027008031349396e-06


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_buffers_running_mean_"
    shape = [1088]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_buffers_running_var_"
    shape = [1088]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_parameters_weight_"
    shape = [1088]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_parameters_bias_"
    shape = [1088]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
