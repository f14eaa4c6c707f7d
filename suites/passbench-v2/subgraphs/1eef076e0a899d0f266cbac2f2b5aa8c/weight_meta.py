class Program_weight_tensor_meta_mul_29:
    name = "mul_29"
    shape = [1, 14, 14, 1536]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = -0.0
    max_val = -0.0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_8_modules_grn_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_8_modules_grn_parameters_bias_"
    shape = [1, 1, 1, 1536]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_features_127:
    name = "features_127"
    shape = [1, 14, 14, 1536]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002182106820990187
    std = 0.03679682331719308
    data = None
    min_val = -0.12991537153720856
    max_val = 0.2218547910451889
