class Program_weight_tensor_meta_tensor_3_1:
    name = "tensor_3_1"
    shape = [1, 17, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.611907727138411e-10
    std = 1.0000382920745943
    data = None
    min_val = -4.642134666442871
    max_val = 4.2464118003845215


class Program_weight_tensor_meta_attn_1:
    name = "attn_1"
    shape = [1, 17, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0004203995777529331
    std = 0.007604510756035989
    data = None
    min_val = -0.022214015945792198
    max_val = 0.02352793700993061


class Program_weight_tensor_meta_L_self_modules_layer_norm1_modules_0_parameters_weight_:
    name = "L_self_modules_layer_norm1_modules_0_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer_norm1_modules_0_parameters_bias_:
    name = "L_self_modules_layer_norm1_modules_0_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
