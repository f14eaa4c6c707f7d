class Program_weight_tensor_meta_hidden_states_41:
    name = "hidden_states_41"
    shape = [1, 784, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.4546785043878744e-05
    std = 0.00010332651922350331
    data = None
    min_val = -0.00023993627110030502
    max_val = 0.00022517253819387406


class Program_weight_tensor_meta_embeddings_5:
    name = "embeddings_5"
    shape = [1, 784, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.0254032385899484e-10
    std = 0.9988523984882546
    data = None
    min_val = -4.323168754577637
    max_val = 4.3124237060546875


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_layernorm_after_parameters_weight_"
    shape = [64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_layernorm_after_parameters_bias_"
    shape = [64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
