class Program_weight_tensor_meta_hidden_states_41:
    name = "hidden_states_41"
    shape = [1, 512, 28, 28]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.571118884209689e-07
    std = 2.398820845809303e-06
    data = None
    min_val = -1.1373430425010156e-05
    max_val = 9.246414265362546e-06


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_11:
    name = "hidden_state_11"
    shape = [1, 512, 28, 28]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00012206933006780502
    std = 0.00020344406345861312
    data = None
    min_val = 0.0
    max_val = 0.0015936453128233552
