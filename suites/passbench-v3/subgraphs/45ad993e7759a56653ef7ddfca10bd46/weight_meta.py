class Program_weight_tensor_meta_hidden_states_119:
    name = "hidden_states_119"
    shape = [1, 49, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.291169845311089e-07
    std = 4.433309099440778e-05
    data = None
    min_val = -0.00019127439009025693
    max_val = 0.0001703560265013948


class Program_weight_tensor_meta_hidden_states_110:
    name = "hidden_states_110"
    shape = [1, 49, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.328653213930493e-05
    std = 0.9997780073825869
    data = None
    min_val = -3.4469053745269775
    max_val = 4.061816215515137


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_layernorm_before_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_layernorm_before_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_layernorm_before_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_layernorm_before_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
