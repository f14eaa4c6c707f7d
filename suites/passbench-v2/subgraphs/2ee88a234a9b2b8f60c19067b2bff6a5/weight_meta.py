class Program_weight_tensor_meta_mul_34:
    name = "mul_34"
    shape = [1, 20, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.012650065206253202
    std = 0.9266352140905524
    data = None
    min_val = -3.640625
    max_val = 3.625


class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_3_modules_feed_forward_modules_w3_parameters_weight_:
    name = "L_self_modules_model_modules_layers_modules_3_modules_feed_forward_modules_w3_parameters_weight_"
    shape = [4608, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_silu_3:
    name = "silu_3"
    shape = [1, 20, 4608]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.004646067637804663
    std = 0.05951111947197944
    data = None
    min_val = -0.19921875
    max_val = 0.322265625
