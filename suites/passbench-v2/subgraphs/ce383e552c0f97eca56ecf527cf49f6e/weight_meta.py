class Program_weight_tensor_meta_pow_24:
    name = "pow_24"
    shape = [1, 20, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0003797891658615882
    std = 0.0005804035792126964
    data = None
    min_val = 0.0
    max_val = 0.010715484619140625


class Program_weight_tensor_meta_hidden_states_69:
    name = "hidden_states_69"
    shape = [1, 20, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0005546893924474716
    std = 0.01948076014465822
    data = None
    min_val = -0.103515625
    max_val = 0.07763671875


class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_8_modules_ffn_norm_parameters_weight_:
    name = "L_self_modules_model_modules_layers_modules_8_modules_ffn_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
