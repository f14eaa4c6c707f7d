class Program_weight_tensor_meta_hidden_state_229:
    name = "hidden_state_229"
    shape = [1, 1088, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.563350282168136e-07
    std = 4.298226765426388e-06
    data = None
    min_val = -3.3467782486695796e-05
    max_val = 2.291759847139474e-05


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_mean_"
    shape = [1088]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_var_"
    shape = [1088]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_weight_"
    shape = [1088]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_bias_"
    shape = [1088]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
