class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [2, 7, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0018957928967477415
    std = 0.06063707165102094
    data = None
    min_val = -0.23110485076904297
    max_val = 0.18651935458183289


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [384, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.043
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001
    std = 0.079
    data = None
