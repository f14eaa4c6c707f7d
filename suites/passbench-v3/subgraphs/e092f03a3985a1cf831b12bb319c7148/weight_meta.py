class Program_weight_tensor_meta_hidden_states_44:
    name = "hidden_states_44"
    shape = [1, 196, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.07303956789064305
    std = 0.03986789408990226
    data = None
    min_val = -0.0816616415977478
    max_val = 0.25397926568984985


class Program_weight_tensor_meta_attn_output_17:
    name = "attn_output_17"
    shape = [1, 196, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.019441424140576088
    std = 0.002226174373291143
    data = None
    min_val = 0.011369220912456512
    max_val = 0.0281306654214859


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layernorm_after_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layernorm_after_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.019999999552965164
    std = 0.0
    data = None
