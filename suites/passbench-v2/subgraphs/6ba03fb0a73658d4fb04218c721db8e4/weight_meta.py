class Program_weight_tensor_meta_hidden_states_101:
    name = "hidden_states_101"
    shape = [2, 7, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0023772849804124634
    std = 1.0186213028537823
    data = None
    min_val = -4.10321044921875
    max_val = 3.5139288902282715


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.036
    data = None


class Program_weight_tensor_meta_queries_28:
    name = "queries_28"
    shape = [2, 7, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.020014387736236608
    std = 0.2202468144591099
    data = None
    min_val = -0.7955914735794067
    max_val = 1.0477960109710693


class Program_weight_tensor_meta_keys_28:
    name = "keys_28"
    shape = [2, 7, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.006329427015814525
    std = 0.18192343691747262
    data = None
    min_val = -0.6863663196563721
    max_val = 0.6044797897338867
