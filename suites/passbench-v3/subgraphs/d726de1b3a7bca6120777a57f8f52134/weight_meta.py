class Program_weight_tensor_meta_hidden_states_24:
    name = "hidden_states_24"
    shape = [1, 50, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -5.853306219982812e-07
    std = 0.00017625631031893067
    data = None
    min_val = -0.000698234187439084
    max_val = 0.0006461836164817214


class Program_weight_tensor_meta_L_self_modules_semantic_model_modules_encoder_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_semantic_model_modules_encoder_modules_layer_norm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_semantic_model_modules_encoder_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_semantic_model_modules_encoder_modules_layer_norm_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
