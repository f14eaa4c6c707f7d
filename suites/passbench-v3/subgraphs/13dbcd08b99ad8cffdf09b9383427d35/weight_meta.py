class Program_weight_tensor_meta_hidden_states_199:
    name = "hidden_states_199"
    shape = [2, 7, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.022520294551671278
    std = 0.889163181553332
    data = None
    min_val = -3.253188371658325
    max_val = 3.4524085521698


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.014
    data = None


class Program_weight_tensor_meta_queries_56:
    name = "queries_56"
    shape = [2, 7, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.01821419133657238
    std = 0.21251777188254056
    data = None
    min_val = -0.9393317699432373
    max_val = 0.7512356638908386


class Program_weight_tensor_meta_keys_56:
    name = "keys_56"
    shape = [2, 7, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.02027645132485694
    std = 0.15165235051058334
    data = None
    min_val = -0.5128800868988037
    max_val = 0.6645034551620483
