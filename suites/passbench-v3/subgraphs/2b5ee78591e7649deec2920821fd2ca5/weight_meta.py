class Program_weight_tensor_meta_layer_norm:
    name = "layer_norm"
    shape = [1, 257, 1280]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.1320293561443473e-10
    std = 1.000001477737486
    data = None
    min_val = -3.4376916885375977
    max_val = 3.6150667667388916


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_value_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_value_parameters_weight_"
    shape = [1280, 1280]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_value_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_value_parameters_bias_"
    shape = [1280]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
