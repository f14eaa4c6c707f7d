class Program_weight_tensor_meta_hidden_states_165:
    name = "hidden_states_165"
    shape = [2, 7, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.07721717892006079
    std = 0.2783405176893042
    data = None
    min_val = -0.781029999256134
    max_val = 1.0782718658447266


class Program_weight_tensor_meta_hidden_states_169:
    name = "hidden_states_169"
    shape = [2, 7, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.025358393533351665
    std = 0.1056887832446669
    data = None
    min_val = -0.32111096382141113
    max_val = 0.3453889787197113


class Program_weight_tensor_meta_L_self_modules_text_model_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_text_model_modules_final_layer_norm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.943
    std = 0.081
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_text_model_modules_final_layer_norm_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.03
    std = 0.18
    data = None
