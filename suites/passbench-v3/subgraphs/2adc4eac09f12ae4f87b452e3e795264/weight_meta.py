class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 40, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0002505417815733324
    std = 0.7785858303163331
    data = None
    min_val = -2.9412221908569336
    max_val = 2.9459118843078613


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.002
    std = 0.021
    data = None


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 40, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0012689470592409436
    std = 0.16542022865218167
    data = None
    min_val = -0.6116569638252258
    max_val = 0.6630457639694214


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 40, 40]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
