class Program_weight_tensor_meta_hidden_states_69:
    name = "hidden_states_69"
    shape = [1, 1, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0011338793265167624
    std = 0.8245834990549765
    data = None
    min_val = -2.4948999881744385
    max_val = 2.24342942237854


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.018
    data = None


class Program_weight_tensor_meta_key_states_16:
    name = "key_states_16"
    shape = [1, 1, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.005303970380282408
    std = 0.17563388034713417
    data = None
    min_val = -0.5344679951667786
    max_val = 0.5452330112457275
