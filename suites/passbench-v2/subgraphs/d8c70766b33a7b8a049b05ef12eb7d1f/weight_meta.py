class Program_weight_tensor_meta_add_7:
    name = "add_7"
    shape = [1, 9, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.029945039086871676
    std = 0.010014916170245601
    data = [0.010238094255328178, 0.021142683923244476, 0.029316652566194534, 0.035096265375614166, 0.03932487219572067, 0.03860381245613098, 0.0383903943002224, 0.034705232828855515, 0.022687343880534172]
    min_val = 0.010238094255328178
    max_val = 0.03932487219572067


class Program_weight_tensor_meta_hidden_states_18:
    name = "hidden_states_18"
    shape = [1, 9, 1792]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.003080283527326953
    std = 0.17299538940950637
    data = None
    min_val = -0.786853015422821
    max_val = 0.7217153310775757


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_input_layernorm_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_input_layernorm_parameters_weight_"
    shape = [1792]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
