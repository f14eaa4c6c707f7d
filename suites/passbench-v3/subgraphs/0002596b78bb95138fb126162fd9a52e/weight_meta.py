class Program_weight_tensor_meta_residual:
    name = "residual"
    shape = [1, 18, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_mul_7:
    name = "mul_7"
    shape = [1, 18, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_L_self_modules_decoder_transformer_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_:
    name = "L_self_modules_decoder_transformer_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_transformer_modules_layers_modules_0_modules_post_attention_layernorm_parameters_bias_:
    name = "L_self_modules_decoder_transformer_modules_layers_modules_0_modules_post_attention_layernorm_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
