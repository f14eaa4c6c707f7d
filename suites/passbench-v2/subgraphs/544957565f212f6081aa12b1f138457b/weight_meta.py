class Program_weight_tensor_meta_embeddings:
    name = "embeddings"
    shape = [1, 196, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.3114290947971244e-05
    std = 0.022210548146430874
    data = None
    min_val = -0.10045134276151657
    max_val = 0.09478878229856491


class Program_weight_tensor_meta_L_self_modules_embeddings_parameters_position_embeddings_:
    name = "L_self_modules_embeddings_parameters_position_embeddings_"
    shape = [1, 196, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.6220230684165915e-05
    std = 0.020021690097390743
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
