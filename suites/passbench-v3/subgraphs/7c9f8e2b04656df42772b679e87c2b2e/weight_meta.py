class Program_weight_tensor_meta_hidden_states_55:
    name = "hidden_states_55"
    shape = [1, 40, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.003068715431947311
    std = 0.42085014358612255
    data = None
    min_val = -1.537601113319397
    max_val = 1.7533468008041382


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.049
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.001
    std = 0.031
    data = None


class Program_weight_tensor_meta_key_states_14:
    name = "key_states_14"
    shape = [1, 40, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0019382039188286626
    std = 0.11073771487288514
    data = None
    min_val = -0.4277436435222626
    max_val = 0.5025777220726013
