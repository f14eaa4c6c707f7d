class Program_weight_tensor_meta_hidden_states_94:
    name = "hidden_states_94"
    shape = [1, 185, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -8.061738274160912e-05
    std = 0.012440142705089346
    data = None
    min_val = -0.053246546536684036
    max_val = 0.051985401660203934


class Program_weight_tensor_meta_hidden_states_90:
    name = "hidden_states_90"
    shape = [1, 185, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0021177222440005783
    std = 0.22040623727086656
    data = None
    min_val = -1.030230164527893
    max_val = 0.9933884143829346


class Program_weight_tensor_meta_L_self_modules_layernorm_parameters_weight_:
    name = "L_self_modules_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layernorm_parameters_bias_:
    name = "L_self_modules_layernorm_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
