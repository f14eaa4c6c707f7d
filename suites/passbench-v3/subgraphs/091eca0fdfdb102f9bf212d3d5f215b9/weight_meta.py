class Program_weight_tensor_meta_hidden_state_23:
    name = "hidden_state_23"
    shape = [1, 128, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = -5.020227281002537e-07
    std = 4.276775342452859e-06
    data = None
    min_val = -1.9618721125880256e-05
    max_val = 1.858292853285093e-05


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_var_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_weight_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_bias_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_15:
    name = "hidden_state_15"
    shape = [1, 128, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0007336145114052403
    std = 0.0010798414095032005
    data = None
    min_val = 0.0
    max_val = 0.01137437205761671
