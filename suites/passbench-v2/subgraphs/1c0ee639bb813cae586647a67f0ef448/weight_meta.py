class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 33, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0035547424634384843
    std = 1.1206058145758506
    data = None
    min_val = -4.294065475463867
    max_val = 4.040066719055176


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 33, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0007020833621674793
    std = 0.04823861190366822
    data = None
    min_val = -0.2062961608171463
    max_val = 0.1862252801656723


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.804
    std = 0.087
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.057
    data = None
