class Program_weight_tensor_meta_hidden_states_40:
    name = "hidden_states_40"
    shape = [1, 300, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0870763740527676e-22
    std = 1.6336259357160983e-22
    data = None
    min_val = 0.0
    max_val = 1.6597266909519086e-21


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_decoder_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.19286112102455e-05
    std = 0.009982943066586734
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_decoder_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
