class Program_weight_tensor_meta_residual:
    name = "residual"
    shape = [1, 144, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0005545859444941181
    std = 0.1407622252236696
    data = None
    min_val = -1.2337349653244019
    max_val = 1.1747212409973145


class Program_weight_tensor_meta_mul_7:
    name = "mul_7"
    shape = [1, 144, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.648976857126025e-07
    std = 1.6077529549106427e-05
    data = None
    min_val = -0.00021988620574120432
    max_val = 0.00026356999296694994


class Program_weight_tensor_meta_L_self_modules_decoder_transformer_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_:
    name = "L_self_modules_decoder_transformer_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_transformer_modules_layers_modules_0_modules_post_attention_layernorm_parameters_bias_:
    name = "L_self_modules_decoder_transformer_modules_layers_modules_0_modules_post_attention_layernorm_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
