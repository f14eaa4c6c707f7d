class Program_weight_tensor_meta_hidden_states_122:
    name = "hidden_states_122"
    shape = [1, 1, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -6.8904881800335716e-09
    std = 1.0004885926313483
    data = None
    min_val = -3.383329153060913
    max_val = 3.8147687911987305


class Program_weight_tensor_meta_L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states_12:
    name = "key_states_12"
    shape = [1, 1, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005789451904092857
    std = 0.12862414707046754
    data = None
    min_val = -0.40250951051712036
    max_val = 0.3981822729110718


class Program_weight_tensor_meta_query_states_12:
    name = "query_states_12"
    shape = [1, 1, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0003296821562344121
    std = 0.016046225916557973
    data = None
    min_val = -0.05696043372154236
    max_val = 0.05538950115442276
