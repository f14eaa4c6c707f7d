class Program_weight_tensor_meta_embeddings_2:
    name = "embeddings_2"
    shape = [1, 15, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -2.688466338440776e-10
    std = 0.8620576277133216
    data = None
    min_val = -2.4229562282562256
    max_val = 2.7581775188446045


class Program_weight_tensor_meta_dropout_2:
    name = "dropout_2"
    shape = [1, 15, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -2.280666132416324e-05
    std = 9.39550656977474e-05
    data = None
    min_val = -0.00021108976216055453
    max_val = 0.00018794561037793756


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_norm1_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_norm1_parameters_weight_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_norm1_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_norm1_parameters_bias_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
