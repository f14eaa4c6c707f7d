class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 31, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.002229189110547595
    std = 0.9779456114755998
    data = None
    min_val = -3.969087839126587
    max_val = 3.8838183879852295


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 31, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0011851055565984788
    std = 0.0755697030898049
    data = None
    min_val = -0.3719417452812195
    max_val = 0.2995930314064026


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.82
    std = 0.041
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.001
    std = 0.061
    data = None
