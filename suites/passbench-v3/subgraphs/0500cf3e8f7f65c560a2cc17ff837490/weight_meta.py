class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 41, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.007513490013580931
    std = 0.9701368206841737
    data = None
    min_val = -3.757254123687744
    max_val = 3.9964160919189453


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 41, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0015147466376210404
    std = 0.08881904403784172
    data = None
    min_val = -0.34696608781814575
    max_val = 0.38562437891960144


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.763
    std = 0.038
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.003
    std = 0.076
    data = None
