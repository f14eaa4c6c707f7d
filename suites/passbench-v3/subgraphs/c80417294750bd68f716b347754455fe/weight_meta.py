class Program_weight_tensor_meta_embeddings_2:
    name = "embeddings_2"
    shape = [1, 7, 512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.00017850957816278878
    std = 0.005692561130361429
    data = None
    min_val = -0.021650217473506927
    max_val = 0.020551789551973343


class Program_weight_tensor_meta_attn_output_64:
    name = "attn_output_64"
    shape = [1, 7, 512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 9.640074636812252e-05
    std = 0.004261955778359853
    data = None
    min_val = -0.021139586344361305
    max_val = 0.020867258310317993


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
