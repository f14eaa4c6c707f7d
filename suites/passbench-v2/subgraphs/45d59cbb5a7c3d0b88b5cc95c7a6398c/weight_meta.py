class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 257, 12, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.3212006139478046e-05
    std = 0.006644877401495809
    data = None
    min_val = -0.022780442610383034
    max_val = 0.024261683225631714


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_o_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_o_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.895114598711088e-06
    std = 0.02001057757652573
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_o_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_o_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
