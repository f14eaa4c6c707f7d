class Program_weight_tensor_meta_attn_output_1:
    name = "attn_output_1"
    shape = [1, 12, 12, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00011925361149383523
    std = 0.10138243382468536
    data = None
    min_val = -0.31892210245132446
    max_val = 0.4321843087673187


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.033
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.003
    std = 0.092
    data = None
