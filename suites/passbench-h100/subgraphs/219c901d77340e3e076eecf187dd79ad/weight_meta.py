class Program_weight_tensor_meta_hidden_states_33:
    name = "hidden_states_33"
    shape = [1, 15, 32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -5.593229464769441e-09
    std = 1.0010382225821377
    data = None
    min_val = -2.815479278564453
    max_val = 3.1648428440093994


class Program_weight_tensor_meta_dropout_20:
    name = "dropout_20"
    shape = [1, 15, 32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -9.212240934175498e-06
    std = 0.0002728741617418593
    data = None
    min_val = -0.0007403944618999958
    max_val = 0.0008341703796759248


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_4_modules_norm2_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_4_modules_norm2_parameters_weight_"
    shape = [32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_4_modules_norm2_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_4_modules_norm2_parameters_bias_"
    shape = [32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
