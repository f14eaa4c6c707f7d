class Program_weight_tensor_meta_hidden_states_24:
    name = "hidden_states_24"
    shape = [1, 784, 192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.059639208557707955
    std = 0.02770248885329704
    data = None
    min_val = -0.05435023829340935
    max_val = 0.20742423832416534


class Program_weight_tensor_meta_attn_output_8:
    name = "attn_output_8"
    shape = [1, 784, 192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.02021643588603579
    std = 0.0011186891792859205
    data = None
    min_val = 0.016209091991186142
    max_val = 0.023595338687300682


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layernorm_after_parameters_weight_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layernorm_after_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.019999999552965164
    std = 0.0
    data = None
