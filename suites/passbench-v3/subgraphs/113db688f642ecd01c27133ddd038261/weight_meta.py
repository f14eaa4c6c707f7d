class Program_weight_tensor_meta_hidden_state_41:
    name = "hidden_state_41"
    shape = [1, 14, 14, 384]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.7110015535912012e-09
    std = 1.0000016283455841
    data = None
    min_val = -3.5283963680267334
    max_val = 2.923233985900879


class Program_weight_tensor_meta_L_self_modules_focalnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_weight_:
    name = "L_self_modules_focalnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_weight_"
    shape = [772, 384]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_focalnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_bias_:
    name = "L_self_modules_focalnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_bias_"
    shape = [772]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
