class Program_weight_tensor_meta_hidden_state_115:
    name = "hidden_state_115"
    shape = [1, 512, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = -6.098558313279222e-09
    std = 3.642922412783784e-08
    data = None
    min_val = -2.1674684091976815e-07
    max_val = 1.7396847340478416e-07


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_107:
    name = "hidden_state_107"
    shape = [1, 512, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.2110475436152759e-05
    std = 1.8333927752119512e-05
    data = None
    min_val = 0.0
    max_val = 0.00016734858218114823
