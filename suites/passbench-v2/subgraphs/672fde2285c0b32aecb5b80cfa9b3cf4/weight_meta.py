class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 264, 1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.2505441912673398e-05
    std = 0.0013162205668328741
    data = None
    min_val = -0.004239239729940891
    max_val = 0.004672701936215162


class Program_weight_tensor_meta_embeddings_3:
    name = "embeddings_3"
    shape = [1, 264, 1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.444396680697015e-05
    std = 0.02227254878960258
    data = None
    min_val = -0.10425382107496262
    max_val = 0.10696042329072952


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_layernorm_after_parameters_weight_"
    shape = [1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_layernorm_after_parameters_bias_"
    shape = [1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
