class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 2500, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.5049118134246146
    std = 0.5192764560056979
    data = None
    min_val = -1.3969768285751343
    max_val = 1.5239571332931519


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_sampling_offsets_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_sampling_offsets_parameters_weight_"
    shape = [64, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_sampling_offsets_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_sampling_offsets_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 2.39
    data = None
