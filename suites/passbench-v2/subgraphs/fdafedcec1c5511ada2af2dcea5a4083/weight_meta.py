class Program_weight_tensor_meta_hidden_states_304:
    name = "hidden_states_304"
    shape = [1, 32, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.307792207860814e-09
    std = 0.9581530948730992
    data = None
    min_val = -3.7603375911712646
    max_val = 4.103787422180176


class Program_weight_tensor_meta_L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.260541664623797e-07
    std = 0.004518853990925176
    data = None


class Program_weight_tensor_meta_L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_queries_8:
    name = "queries_8"
    shape = [1, 32, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00014474162217670283
    std = 0.02775455780666349
    data = None
    min_val = -0.11478432267904282
    max_val = 0.11691005527973175


class Program_weight_tensor_meta_keys_8:
    name = "keys_8"
    shape = [1, 32, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00046080529145564597
    std = 0.027553738889805078
    data = None
    min_val = -0.11850249767303467
    max_val = 0.11410592496395111
