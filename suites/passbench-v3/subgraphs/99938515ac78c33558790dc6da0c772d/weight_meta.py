class Program_weight_tensor_meta_hidden_state_6:
    name = "hidden_state_6"
    shape = [1, 32, 112, 112]
    dtype = "torch.float16"
    device = "cpu"
    mean = -7.380730388700836e-06
    std = 4.056327838746814e-06
    data = None
    min_val = -3.193501106579788e-05
    max_val = 7.120710051822243e-06


class Program_weight_tensor_meta_L_self_modules_embedder_modules_stem2b_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_embedder_modules_stem2b_modules_normalization_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_embedder_modules_stem2b_modules_normalization_buffers_running_var_:
    name = "L_self_modules_embedder_modules_stem2b_modules_normalization_buffers_running_var_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_embedder_modules_stem2b_modules_normalization_parameters_weight_:
    name = "L_self_modules_embedder_modules_stem2b_modules_normalization_parameters_weight_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_embedder_modules_stem2b_modules_normalization_parameters_bias_:
    name = "L_self_modules_embedder_modules_stem2b_modules_normalization_parameters_bias_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_embedding:
    name = "embedding"
    shape = [1, 32, 113, 113]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.001583854599412887
    std = 0.002404134936004546
    data = None
    min_val = 0.0
    max_val = 0.023547116667032242
