class Program_weight_tensor_meta_attn_output_7:
    name = "attn_output_7"
    shape = [1, 196, 12, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.562648254260347e-05
    std = 0.010385937419428646
    data = None
    min_val = -0.03197937458753586
    max_val = 0.03322320431470871


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.880351447382508e-05
    std = 0.019997069898317243
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
