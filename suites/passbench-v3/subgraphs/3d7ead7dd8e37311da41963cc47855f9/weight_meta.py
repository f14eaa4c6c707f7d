class Program_weight_tensor_meta_permute_6:
    name = "permute_6"
    shape = [25, 14, 14, 12, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.565953374765918e-20
    std = 4.071088168038604e-18
    data = None
    min_val = -1.933174692840119e-17
    max_val = 1.8546274416694312e-17


class Program_weight_tensor_meta_L_self_modules_vision_encoder_modules_layers_modules_0_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_vision_encoder_modules_layers_modules_0_modules_attn_modules_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.018221700528548e-14
    std = 9.996714461288655e-11
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_encoder_modules_layers_modules_0_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_vision_encoder_modules_layers_modules_0_modules_attn_modules_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
