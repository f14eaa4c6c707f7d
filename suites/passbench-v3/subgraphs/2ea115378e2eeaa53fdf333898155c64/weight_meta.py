class Program_weight_tensor_meta_hidden_states_98:
    name = "hidden_states_98"
    shape = [1, 1, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -1.1893007467733696e-08
    std = 1.0004886037361278
    data = None
    min_val = -3.3924853801727295
    max_val = 3.7797162532806396


class Program_weight_tensor_meta_L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 1, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.001479927133914316
    std = 0.1313682431318337
    data = None
    min_val = -0.43962550163269043
    max_val = 0.4456610083580017
