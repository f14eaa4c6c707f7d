class Program_weight_tensor_meta_attn_output_4:
    name = "attn_output_4"
    shape = [1, 257, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.092984630318586e-05
    std = 0.0007132499147622344
    data = None
    min_val = -0.0028290546033531427
    max_val = 0.0025936528109014034


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layer_scale1_parameters_lambda1_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_layer_scale1_parameters_lambda1_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_embeddings_3:
    name = "embeddings_3"
    shape = [1, 257, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -7.106481648509619e-05
    std = 0.01978428158127174
    data = None
    min_val = -0.09513205289840698
    max_val = 0.08761042356491089


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
