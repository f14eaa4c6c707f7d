class Program_weight_tensor_meta_hidden_states_110:
    name = "hidden_states_110"
    shape = [1, 1, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -8.3955455920659e-09
    std = 1.000488568870176
    data = None
    min_val = -3.3981361389160156
    max_val = 3.769010305404663


class Program_weight_tensor_meta_L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states_6:
    name = "key_states_6"
    shape = [1, 1, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0031460488244192675
    std = 0.13065147541313746
    data = None
    min_val = -0.4045092463493347
    max_val = 0.4640887677669525


class Program_weight_tensor_meta_query_states_6:
    name = "query_states_6"
    shape = [1, 1, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.00048528774482292647
    std = 0.015678053955648162
    data = None
    min_val = -0.047453612089157104
    max_val = 0.050036851316690445
