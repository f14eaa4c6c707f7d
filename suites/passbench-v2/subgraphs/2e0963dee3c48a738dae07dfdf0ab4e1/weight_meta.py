class Program_weight_tensor_meta_attn_output_4:
    name = "attn_output_4"
    shape = [1, 201, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.9973623771848156e-05
    std = 0.0008650038097097899
    data = None
    min_val = -0.002695205621421337
    max_val = 0.0025124908424913883


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
    shape = [1, 201, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00016251992035509663
    std = 0.022271546914585758
    data = None
    min_val = -0.1014220342040062
    max_val = 0.09287221729755402


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
