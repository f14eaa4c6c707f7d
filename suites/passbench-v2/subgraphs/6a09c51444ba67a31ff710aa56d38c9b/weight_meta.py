class Program_weight_tensor_meta_L_self_modules_decoder_transformer_modules_layers_modules_7_modules_mlp_layer_scale_parameters_scale_:
    name = "L_self_modules_decoder_transformer_modules_layers_modules_7_modules_mlp_layer_scale_parameters_scale_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.009999999776482582
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_56:
    name = "hidden_states_56"
    shape = [1, 18, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_hidden_states_52:
    name = "hidden_states_52"
    shape = [1, 18, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
