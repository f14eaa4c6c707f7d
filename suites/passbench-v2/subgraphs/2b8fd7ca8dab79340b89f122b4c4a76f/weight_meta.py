class Program_weight_tensor_meta_mul_7:
    name = "mul_7"
    shape = [1, 128, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.998641479371129e-05
    std = 0.006102093092917003
    data = None
    min_val = -0.07060903310775757
    max_val = 0.09977544844150543


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_down_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_mlp_modules_down_proj_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = -5.208697093618728e-06
    std = 0.019991981531660485
    data = None
