class Program_weight_tensor_meta_layer_norm_2:
    name = "layer_norm_2"
    shape = [1, 226, 32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 3.083692492702893e-08
    std = 1.0000684295889657
    data = None
    min_val = -2.47098445892334
    max_val = 2.689621925354004


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_attention_modules_key_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_attention_modules_key_parameters_weight_"
    shape = [32, 32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None
