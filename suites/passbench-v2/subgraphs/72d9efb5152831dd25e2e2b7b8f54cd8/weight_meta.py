class Program_weight_tensor_meta_sequence_output:
    name = "sequence_output"
    shape = [1, 577, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 7.297409814235712e-10
    std = 1.0000011251479712
    data = None
    min_val = -3.0088930130004883
    max_val = 2.9524693489074707


class Program_weight_tensor_meta_L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_decoder_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states_3:
    name = "key_states_3"
    shape = [1, 577, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001547910328369696
    std = 0.11358011703296199
    data = None
    min_val = -0.3888018727302551
    max_val = 0.3439825475215912


class Program_weight_tensor_meta_query_states_3:
    name = "query_states_3"
    shape = [1, 1, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.00018546775368122326
    std = 0.016092500357051828
    data = None
    min_val = -0.04899926111102104
    max_val = 0.05511375889182091
