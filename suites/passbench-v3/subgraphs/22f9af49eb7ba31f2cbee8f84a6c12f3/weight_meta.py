class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 1125, 12, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.820280191102517e-05
    std = 0.00344245125131981
    data = None
    min_val = -0.011512959375977516
    max_val = 0.011728211306035519


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0066370699192481e-05
    std = 0.019994144684649027
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
