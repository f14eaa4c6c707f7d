class Program_weight_tensor_meta_L_self_modules_layers_modules_0_parameters_lambda_1_:
    name = "L_self_modules_layers_modules_0_parameters_lambda_1_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.10000000149011612
    std = 0.0
    data = None


class Program_weight_tensor_meta_output:
    name = "output"
    shape = [1, 1025, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.817761443487429e-05
    std = 0.0005478112617944865
    data = None
    min_val = -0.0017529022879898548
    max_val = 0.001658267923630774


class Program_weight_tensor_meta_embeddings_4:
    name = "embeddings_4"
    shape = [1, 1025, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.059563712930412e-05
    std = 0.019414797538884174
    data = None
    min_val = -0.09143710136413574
    max_val = 0.09150562435388565


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_layernorm_after_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_layernorm_after_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
