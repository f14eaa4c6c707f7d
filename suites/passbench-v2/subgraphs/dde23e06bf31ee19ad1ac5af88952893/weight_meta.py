class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0012964570866274006
    std = 0.44720902590328504
    data = None
    min_val = -2.050147771835327
    max_val = 1.9336751699447632


class Program_weight_tensor_meta_rsqrt:
    name = "rsqrt"
    shape = [1, 128, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.237504865974188
    std = 0.046243960329292545
    data = None
    min_val = 2.104043960571289
    max_val = 2.391369581222534


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_layer_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
