class Program_weight_tensor_meta_L_self_modules_encoder_transformer_modules_layers_modules_1_modules_mlp_layer_scale_parameters_scale_:
    name = "L_self_modules_encoder_transformer_modules_layers_modules_1_modules_mlp_layer_scale_parameters_scale_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.009999999776482582
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_12:
    name = "hidden_states_12"
    shape = [1, 134, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00011508681020333201
    std = 0.00826521499559525
    data = None
    min_val = -0.036861054599285126
    max_val = 0.03301059827208519


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 134, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.3000366470890024
    std = 1.095159733112909
    data = None
    min_val = -4.32351016998291
    max_val = 4.852512359619141
