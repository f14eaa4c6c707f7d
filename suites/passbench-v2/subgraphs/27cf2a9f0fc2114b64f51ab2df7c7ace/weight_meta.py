class Program_weight_tensor_meta_attn_output_4:
    name = "attn_output_4"
    shape = [1, 1026, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0360301586783115e-05
    std = 0.0003677185964624131
    data = None
    min_val = -0.001045541255734861
    max_val = 0.0012048851931467652


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_scale1_parameters_lambda1_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_scale1_parameters_lambda1_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_embeddings_4:
    name = "embeddings_4"
    shape = [1, 1026, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00010223518738294885
    std = 0.019801014979757336
    data = None
    min_val = -0.09880596399307251
    max_val = 0.09409841895103455


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_norm2_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_norm2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_norm2_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_norm2_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
