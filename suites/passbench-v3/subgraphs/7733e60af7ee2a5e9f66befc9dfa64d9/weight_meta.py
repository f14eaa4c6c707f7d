class Program_weight_tensor_meta_residual:
    name = "residual"
    shape = [1, 17, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.05473147975199561
    std = 1.507546924627798
    data = None
    min_val = -5.9404377937316895
    max_val = 5.747487545013428


class Program_weight_tensor_meta_mul_7:
    name = "mul_7"
    shape = [1, 17, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.1455753867886808e-07
    std = 3.60526972942912e-05
    data = None
    min_val = -0.00023040510131977499
    max_val = 0.0002514860825613141


class Program_weight_tensor_meta_L_self_modules_encoder_transformer_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_:
    name = "L_self_modules_encoder_transformer_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_transformer_modules_layers_modules_0_modules_post_attention_layernorm_parameters_bias_:
    name = "L_self_modules_encoder_transformer_modules_layers_modules_0_modules_post_attention_layernorm_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
