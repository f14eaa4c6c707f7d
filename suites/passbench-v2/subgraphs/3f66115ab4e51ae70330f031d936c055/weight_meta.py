class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 1214, 12, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.8726651893556194e-05
    std = 0.003548517992391811
    data = None
    min_val = -0.011090682819485664
    max_val = 0.011550800874829292


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.358809374688235e-05
    std = 0.020005223213818243
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
