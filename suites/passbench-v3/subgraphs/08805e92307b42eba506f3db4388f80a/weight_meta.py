class Program_weight_tensor_meta_hidden_states_windows:
    name = "hidden_states_windows"
    shape = [64, 49, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.4269297912573533e-10
    std = 0.9999949127397542
    data = None
    min_val = -4.887979984283447
    max_val = 4.569400310516357


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_modules_key_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_modules_key_parameters_weight_"
    shape = [96, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 9.95182561294778e-05
    std = 0.02008365172787108
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_modules_key_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_modules_key_parameters_bias_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
