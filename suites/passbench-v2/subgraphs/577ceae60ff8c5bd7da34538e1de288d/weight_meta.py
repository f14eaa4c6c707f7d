class Program_weight_tensor_meta_hidden_states_277:
    name = "hidden_states_277"
    shape = [1, 32, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.6960213003478515e-06
    std = 0.005945787188289491
    data = None
    min_val = -0.024416955187916756
    max_val = 0.024253932759165764


class Program_weight_tensor_meta_hidden_states_281:
    name = "hidden_states_281"
    shape = [1, 32, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -9.79349336989177e-05
    std = 0.003625146950207748
    data = None
    min_val = -0.017157796770334244
    max_val = 0.0149321798235178


class Program_weight_tensor_meta_L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_1_modules_layer_norm1_parameters_weight_:
    name = "L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_1_modules_layer_norm1_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_1_modules_layer_norm1_parameters_bias_:
    name = "L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_1_modules_layer_norm1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
