class Program_weight_tensor_meta_hidden_states_67:
    name = "hidden_states_67"
    shape = [1, 49, 160]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.2951655632730727e-09
    std = 1.000057368353266
    data = None
    min_val = -3.9859836101531982
    max_val = 3.6832311153411865


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_key_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_key_parameters_weight_"
    shape = [160, 160]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00012895425064345822
    std = 0.020079625556872698
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_key_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_key_parameters_bias_"
    shape = [160]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
