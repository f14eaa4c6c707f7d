class Program_weight_tensor_meta_hidden_states_19:
    name = "hidden_states_19"
    shape = [1, 20, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0003107977878826773
    std = 0.8655137290501694
    data = None
    min_val = -3.130809783935547
    max_val = 3.2583398818969727


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.035
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.013
    data = None


class Program_weight_tensor_meta_key_states_4:
    name = "key_states_4"
    shape = [1, 20, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00014223063506761945
    std = 0.17200846423897936
    data = None
    min_val = -0.6219896078109741
    max_val = 0.6012206673622131
