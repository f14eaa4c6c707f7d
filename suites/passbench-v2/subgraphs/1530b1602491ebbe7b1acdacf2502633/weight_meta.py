class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 37, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0006835664188698145
    std = 1.0509132812683029
    data = None
    min_val = -4.054318428039551
    max_val = 3.995518684387207


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 37, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0003969858545506643
    std = 0.05541004655370601
    data = None
    min_val = -0.22500601410865784
    max_val = 0.21552421152591705


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.794
    std = 0.057
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.039
    data = None
