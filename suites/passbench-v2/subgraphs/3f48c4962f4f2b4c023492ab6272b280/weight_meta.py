class Program_weight_tensor_meta_L_hidden_states_:
    name = "L_hidden_states_"
    shape = [1, 900, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 9.842674468056127e-10
    std = 0.999997077212916
    data = None


class Program_weight_tensor_meta_L_self_modules_sampling_offsets_parameters_weight_:
    name = "L_self_modules_sampling_offsets_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_sampling_offsets_parameters_bias_:
    name = "L_self_modules_sampling_offsets_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.3690441960645394e-07
    std = 2.376353906025967
    data = None
