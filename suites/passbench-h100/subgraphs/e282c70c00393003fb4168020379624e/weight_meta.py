class Program_weight_tensor_meta_embeddings_2:
    name = "embeddings_2"
    shape = [1, 11, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.055556450327541e-09
    std = 1.000059152701099
    data = None
    min_val = -3.475809335708618
    max_val = 4.436975955963135


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_q_lin_parameters_weight_:
    name = "L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_q_lin_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_q_lin_parameters_bias_:
    name = "L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_q_lin_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
