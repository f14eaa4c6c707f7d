class Program_weight_tensor_meta_hidden_states_313:
    name = "hidden_states_313"
    shape = [100, 1, 2048]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.03747582220614234
    std = 0.05483879763362389
    data = None
    min_val = 0.0
    max_val = 0.45222681760787964


class Program_weight_tensor_meta_L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_weight_:
    name = "L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_weight_"
    shape = [256, 2048]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.460894935402713e-05
    std = 0.029445308862482682
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_bias_:
    name = "L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
