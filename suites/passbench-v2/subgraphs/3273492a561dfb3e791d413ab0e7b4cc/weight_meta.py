class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 264, 16, 80]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00020142988376475011
    std = 0.009381174136104078
    data = None
    min_val = -0.03139548748731613
    max_val = 0.03786218538880348


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_weight_"
    shape = [1280, 1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.226797721159177e-05
    std = 0.01998453335982804
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_bias_"
    shape = [1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
