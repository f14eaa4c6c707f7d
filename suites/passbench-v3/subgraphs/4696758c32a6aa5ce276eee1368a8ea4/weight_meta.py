class Program_weight_tensor_meta_hidden_state_1:
    name = "hidden_state_1"
    shape = [1, 56, 56, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.649245437874876e-10
    std = 0.999994872232248
    data = None
    min_val = -4.887979030609131
    max_val = 4.569400310516357


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_weight_"
    shape = [195, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00013980428269107575
    std = 0.019923119416297548
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_bias_"
    shape = [195]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
