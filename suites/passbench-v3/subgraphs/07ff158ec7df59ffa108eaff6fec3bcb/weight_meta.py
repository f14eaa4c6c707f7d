class Program_weight_tensor_meta_attn_output_1:
    name = "attn_output_1"
    shape = [1, 784, 16, 80]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0013785585713368645
    std = 0.05875269071306948
    data = None
    min_val = -0.19281618297100067
    max_val = 0.17447076737880707


class Program_weight_tensor_meta_L_self_modules_videomae_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_videomae_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [1280, 1280]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_videomae_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_videomae_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [1280]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
