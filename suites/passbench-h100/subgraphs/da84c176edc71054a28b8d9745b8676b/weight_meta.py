class Program_weight_tensor_meta_hidden_states_28:
    name = "hidden_states_28"
    shape = [1, 249, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 5.8531998153561e-11
    std = 0.05015988842923412
    data = None
    min_val = -0.2346639633178711
    max_val = 0.22753384709358215


class Program_weight_tensor_meta_hidden_states_33:
    name = "hidden_states_33"
    shape = [1, 249, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.582068595612964e-05
    std = 0.0006237395818586654
    data = None
    min_val = -0.0029856625478714705
    max_val = 0.0029831109568476677


class Program_weight_tensor_meta_L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
