class Program_weight_tensor_meta_hidden_states_5:
    name = "hidden_states_5"
    shape = [1, 3136, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.1104654059764506e-05
    std = 7.655935444762519e-05
    data = None
    min_val = -0.00013017578748986125
    max_val = 0.00016226229490712285


class Program_weight_tensor_meta_embeddings_2:
    name = "embeddings_2"
    shape = [1, 3136, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.353975642528508e-10
    std = 0.9471871960667666
    data = None
    min_val = -3.365607261657715
    max_val = 3.949451446533203


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_after_parameters_weight_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_after_parameters_bias_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
