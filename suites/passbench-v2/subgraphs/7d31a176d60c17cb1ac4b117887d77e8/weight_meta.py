class Program_weight_tensor_meta_hidden_states_16:
    name = "hidden_states_16"
    shape = [1, 384, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001150039035073923
    std = 0.024109083468158897
    data = None
    min_val = -0.08953464776277542
    max_val = 0.0923907607793808


class Program_weight_tensor_meta_L_self_modules_decoder_modules_conformer_layers_modules_0_modules_conv_module_modules_norm_buffers_running_mean_:
    name = "L_self_modules_decoder_modules_conformer_layers_modules_0_modules_conv_module_modules_norm_buffers_running_mean_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_conformer_layers_modules_0_modules_conv_module_modules_norm_buffers_running_var_:
    name = "L_self_modules_decoder_modules_conformer_layers_modules_0_modules_conv_module_modules_norm_buffers_running_var_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_conformer_layers_modules_0_modules_conv_module_modules_norm_parameters_weight_:
    name = "L_self_modules_decoder_modules_conformer_layers_modules_0_modules_conv_module_modules_norm_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_conformer_layers_modules_0_modules_conv_module_modules_norm_parameters_bias_:
    name = "L_self_modules_decoder_modules_conformer_layers_modules_0_modules_conv_module_modules_norm_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
