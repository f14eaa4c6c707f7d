class Program_weight_tensor_meta_hidden_states_33:
    name = "hidden_states_33"
    shape = [1, 768, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0014501329324082145
    std = 0.039189262619757116
    data = None
    min_val = -0.24555708467960358
    max_val = 0.22108572721481323


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_conv_module_modules_batch_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_conv_module_modules_batch_norm_buffers_running_mean_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_conv_module_modules_batch_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_conv_module_modules_batch_norm_buffers_running_var_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_conv_module_modules_batch_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_conv_module_modules_batch_norm_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_conv_module_modules_batch_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_conv_module_modules_batch_norm_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
