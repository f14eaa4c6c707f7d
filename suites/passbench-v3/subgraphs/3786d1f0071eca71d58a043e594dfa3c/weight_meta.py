class Program_weight_tensor_meta_hidden_states_17:
    name = "hidden_states_17"
    shape = [1, 256, 56, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = -5.225141162007736e-06
    std = 2.1579440548368085e-05
    data = None
    min_val = -8.870598685462028e-05
    max_val = 8.898512896848843e-05


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_3:
    name = "hidden_state_3"
    shape = [1, 256, 56, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001029915308414896
    std = 0.0014850116912733466
    data = None
    min_val = 0.0
    max_val = 0.011316243559122086
