class Program_weight_tensor_meta_hidden_states_129:
    name = "hidden_states_129"
    shape = [1, 2048, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.993535177098059e-11
    std = 4.406915923552199e-08
    data = None
    min_val = -1.863125618228878e-07
    max_val = 2.102165552742008e-07


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_buffers_running_mean_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_buffers_running_var_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_parameters_weight_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_37:
    name = "hidden_state_37"
    shape = [1, 2048, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.214821032399437e-06
    std = 3.216398281241221e-06
    data = None
    min_val = 0.0
    max_val = 2.53803409577813e-05
