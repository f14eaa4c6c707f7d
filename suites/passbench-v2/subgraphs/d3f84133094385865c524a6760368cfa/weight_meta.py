class Program_weight_tensor_meta_L_encoder_outputs_last_hidden_state:
    name = "L_encoder_outputs_last_hidden_state"
    shape = [1, 5184, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.1502229415909364
    std = 2.237333621634292
    data = None


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_prompt_cross_attn_norm_parameters_weight_:
    name = "L_self_modules_mask_decoder_modules_prompt_cross_attn_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_prompt_cross_attn_norm_parameters_bias_:
    name = "L_self_modules_mask_decoder_modules_prompt_cross_attn_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_combined_prompt_mask_:
    name = "L_combined_prompt_mask_"
    shape = [1, 32]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = [True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True]
