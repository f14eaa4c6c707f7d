class Program_weight_tensor_meta_add_68:
    name = "add_68"
    shape = [1, 128, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0010824690634763101
    std = 1.0642797782657052e-05
    data = None
    min_val = 0.0010556151391938329
    max_val = 0.001116000348702073


class Program_weight_tensor_meta_hidden_states_88:
    name = "hidden_states_88"
    shape = [1, 128, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0010764446565530623
    std = 0.03273104397406526
    data = None
    min_val = -0.14184360206127167
    max_val = 0.11457604169845581


class Program_weight_tensor_meta_L_args_0_modules_layers_modules_11_modules_input_layernorm_parameters_weight_:
    name = "L_args_0_modules_layers_modules_11_modules_input_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
