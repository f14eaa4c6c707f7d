class Program_weight_tensor_meta_hidden_states_183:
    name = "hidden_states_183"
    shape = [1, 77, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0034164417354605727
    std = 0.02681930886206721
    data = None
    min_val = -0.11603441834449768
    max_val = 0.10444219410419464


class Program_weight_tensor_meta_hidden_states_187:
    name = "hidden_states_187"
    shape = [1, 77, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00020239244358880422
    std = 0.005604164695451869
    data = None
    min_val = -0.018851809203624725
    max_val = 0.02096473053097725


class Program_weight_tensor_meta_L_self_modules_text_model_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_text_model_modules_final_layer_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_text_model_modules_final_layer_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
