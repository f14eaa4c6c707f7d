class Program_weight_tensor_meta_hidden_state_94:
    name = "hidden_state_94"
    shape = [1, 197, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.1147597416479165e-06
    std = 0.00011102789550033904
    data = None
    min_val = -0.00036260264459997416
    max_val = 0.0003738610539585352


class Program_weight_tensor_meta_hidden_state_81:
    name = "hidden_state_81"
    shape = [1, 197, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00015922016614809817
    std = 0.9972472614326752
    data = None
    min_val = -4.71071720123291
    max_val = 4.475124359130859


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layernorm_after_parameters_weight_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_1_modules_layernorm_after_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
