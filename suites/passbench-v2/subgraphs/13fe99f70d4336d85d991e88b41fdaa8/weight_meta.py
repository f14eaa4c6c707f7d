class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 201, 12, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.9357756640551183e-05
    std = 0.007791405015658016
    data = None
    min_val = -0.030853908509016037
    max_val = 0.02241523750126362


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_o_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_o_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -9.624847432646633e-06
    std = 0.020015387520373303
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_o_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_o_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
