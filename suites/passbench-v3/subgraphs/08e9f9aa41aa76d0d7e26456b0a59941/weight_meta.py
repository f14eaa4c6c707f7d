class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 201, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.119965759632475e-10
    std = 0.9889560286678443
    data = None
    min_val = -4.384223937988281
    max_val = 4.172146797180176


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_q_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_q_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -8.101438932176379e-07
    std = 0.020006010385894862
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_q_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_q_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
