class Program_weight_tensor_meta_attn_output_33:
    name = "attn_output_33"
    shape = [1, 1, 8, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.004837021465618818
    std = 0.13987687517250869
    data = None
    min_val = -0.41567671298980713
    max_val = 0.44986748695373535


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.038
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.044
    data = None
