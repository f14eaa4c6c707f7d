class Program_weight_tensor_meta_hidden_states_61:
    name = "hidden_states_61"
    shape = [1, 64, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -5.306666263100307e-07
    std = 5.412013106149932e-06
    data = None
    min_val = -2.1404750441433862e-05
    max_val = 1.141643679147819e-05


class Program_weight_tensor_meta_hidden_states_53:
    name = "hidden_states_53"
    shape = [1, 64, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 2.5758364472494577e-05
    std = 0.9985505141990116
    data = None
    min_val = -2.306145429611206
    max_val = 2.1636571884155273


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_layer_norm_modules_1_parameters_weight_:
    name = "L_self_modules_segformer_modules_encoder_modules_layer_norm_modules_1_parameters_weight_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_layer_norm_modules_1_parameters_bias_:
    name = "L_self_modules_segformer_modules_encoder_modules_layer_norm_modules_1_parameters_bias_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
