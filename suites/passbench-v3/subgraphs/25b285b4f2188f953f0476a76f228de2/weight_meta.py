class Program_weight_tensor_meta_hidden_states_142:
    name = "hidden_states_142"
    shape = [1, 49, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.09306170543346698
    std = 0.06073384453193454
    data = None
    min_val = -0.12700432538986206
    max_val = 0.3504565954208374


class Program_weight_tensor_meta_attn_output_65:
    name = "attn_output_65"
    shape = [1, 49, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.019945317790423817
    std = 0.004473361282418663
    data = None
    min_val = 0.003984732553362846
    max_val = 0.03441743552684784


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layernorm_after_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layernorm_after_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.019999999552965164
    std = 0.0
    data = None
