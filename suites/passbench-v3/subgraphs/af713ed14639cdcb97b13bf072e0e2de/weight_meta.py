class Program_weight_tensor_meta_embeddings:
    name = "embeddings"
    shape = [1, 77, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.981785043376181e-05
    std = 0.005660233881185821
    data = None
    min_val = -0.02591124176979065
    max_val = 0.023830534890294075


class Program_weight_tensor_meta_attn_output_4:
    name = "attn_output_4"
    shape = [1, 77, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.607595975834409e-05
    std = 0.0018484279992619923
    data = None
    min_val = -0.018714888021349907
    max_val = 0.023506950587034225


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
