class Program_weight_tensor_meta_hidden_states_12:
    name = "hidden_states_12"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0011549863903245541
    std = 0.9874271892713505
    data = None
    min_val = -4.487966060638428
    max_val = 4.522171974182129


class Program_weight_tensor_meta_L_self_modules_language_model_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_:
    name = "L_self_modules_language_model_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_"
    shape = [3072, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.5544512855486793e-05
    std = 0.02001373489441044
    data = None


class Program_weight_tensor_meta_silu:
    name = "silu"
    shape = [1, 128, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.002957752495745794
    std = 0.06338642284643549
    data = None
    min_val = -0.220450758934021
    max_val = 0.3863368034362793
