class Program_weight_tensor_meta_hidden_states_37:
    name = "hidden_states_37"
    shape = [1, 22, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0012066838604861988
    std = 0.7711814693640607
    data = None
    min_val = -2.693985939025879
    max_val = 3.317560911178589


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.04
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.056
    data = None


class Program_weight_tensor_meta_key_states_8:
    name = "key_states_8"
    shape = [1, 22, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0022077802334324174
    std = 0.20347497088626051
    data = None
    min_val = -0.8567687273025513
    max_val = 0.7700542211532593


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 22, 22]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_query_states_4:
    name = "query_states_4"
    shape = [1, 8, 22, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.008730770348258622
    std = 0.2009812408689709
    data = None
    min_val = -0.7130361795425415
    max_val = 0.7884354591369629
