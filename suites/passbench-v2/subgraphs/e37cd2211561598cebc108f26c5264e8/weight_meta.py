class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 1500, 1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.2778772428865147e-05
    std = 0.004120211895316498
    data = None
    min_val = -0.022304445505142212
    max_val = 0.02120843343436718


class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [1, 1500, 1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.4502607770496177e-05
    std = 0.00042126788703820565
    data = None
    min_val = -0.0012943500187247992
    max_val = 0.0013225568691268563


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
