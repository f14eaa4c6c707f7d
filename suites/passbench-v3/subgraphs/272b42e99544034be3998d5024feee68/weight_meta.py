class Program_weight_tensor_meta_hidden_states_121:
    name = "hidden_states_121"
    shape = [1, 2048, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 6.204114771485154e-10
    std = 4.755353002381763e-08
    data = None
    min_val = -1.9985996857485588e-07
    max_val = 2.1833358232470346e-07


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_buffers_running_mean_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_buffers_running_var_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_parameters_weight_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_35:
    name = "hidden_state_35"
    shape = [1, 2048, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.2049601560691238e-06
    std = 3.222583423619653e-06
    data = None
    min_val = 0.0
    max_val = 2.5394831027369946e-05
