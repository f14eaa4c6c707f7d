class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 36, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.010923477836409864
    std = 1.1547668883884448
    data = None
    min_val = -4.653865814208984
    max_val = 4.389214515686035


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 36, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0007613596160729072
    std = 0.08427796674925557
    data = None
    min_val = -0.31685179471969604
    max_val = 0.37773722410202026


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.713
    std = 0.115
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.009
    std = 0.095
    data = None
