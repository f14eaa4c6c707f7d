class Program_weight_tensor_meta_x_18:
    name = "x_18"
    shape = [1, 3024, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0535333494790292e-06
    std = 1.2812199450374005e-06
    data = None
    min_val = 0.0
    max_val = 8.471767614537384e-06


class Program_weight_tensor_meta_L_self_modules_fc_parameters_weight_:
    name = "L_self_modules_fc_parameters_weight_"
    shape = [1000, 3024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 4.354906063168864e-06
    std = 0.010004852558028734
    data = None


class Program_weight_tensor_meta_L_self_modules_fc_parameters_bias_:
    name = "L_self_modules_fc_parameters_bias_"
    shape = [1000]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
