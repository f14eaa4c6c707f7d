class Program_weight_tensor_meta_add_2:
    name = "add_2"
    shape = [1, 16000, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.1262567593576023e-05
    std = 7.931898348309308e-07
    data = None
    min_val = 1.0035014383902308e-05
    max_val = 1.8874767192755826e-05


class Program_weight_tensor_meta_hidden_states_9:
    name = "hidden_states_9"
    shape = [1, 16000, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.167917178400869e-05
    std = 0.0011234323857909456
    data = None
    min_val = -0.006982658989727497
    max_val = 0.00778672331944108


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stem_modules_stage_modules_0_modules_ffn_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_stem_modules_stage_modules_0_modules_ffn_norm_parameters_weight_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]
