class Program_weight_tensor_meta_embeddings_1:
    name = "embeddings_1"
    shape = [1, 197, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.3632861653653274e-05
    std = 0.022153739733872843
    data = None
    min_val = -0.10045354813337326
    max_val = 0.09479329735040665


class Program_weight_tensor_meta_L_self_modules_embeddings_parameters_position_embeddings_:
    name = "L_self_modules_embeddings_parameters_position_embeddings_"
    shape = [1, 197, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.123043099226464e-06
    std = 0.02001391706137461
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layernorm_before_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_layernorm_before_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layernorm_before_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_layernorm_before_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
