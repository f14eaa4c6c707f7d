class Program_weight_tensor_meta_attn_output_7:
    name = "attn_output_7"
    shape = [1, 197, 12, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 9.87790876537852e-05
    std = 0.00807522839886997
    data = None
    min_val = -0.02012181282043457
    max_val = 0.031233401969075203


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.1933834553043698e-05
    std = 0.01999487819705436
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
