class Program_weight_tensor_meta_variance_4:
    name = "variance_4"
    shape = [1, 128, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.5885361884720623
    std = 0.2044999351004305
    data = None
    min_val = 0.4123048782348633
    max_val = 1.242950439453125


class Program_weight_tensor_meta_hidden_states_17:
    name = "hidden_states_17"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.012716187895303044
    std = 0.7670586521206072
    data = None
    min_val = -4.3696441650390625
    max_val = 4.242878437042236


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_input_layernorm_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_input_layernorm_parameters_weight_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
