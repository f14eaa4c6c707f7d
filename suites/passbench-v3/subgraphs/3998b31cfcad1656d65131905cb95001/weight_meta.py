class Program_weight_tensor_meta_residual:
    name = "residual"
    shape = [1, 134, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.30003856813514246
    std = 1.095159129024356
    data = None
    min_val = -4.323307514190674
    max_val = 4.85246467590332


class Program_weight_tensor_meta_mul_7:
    name = "mul_7"
    shape = [1, 134, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.9244185873555895e-08
    std = 1.6328265342362008e-05
    data = None
    min_val = -0.00026533674099482596
    max_val = 0.00022619885567110032


class Program_weight_tensor_meta_L_self_modules_encoder_transformer_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_:
    name = "L_self_modules_encoder_transformer_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_transformer_modules_layers_modules_0_modules_post_attention_layernorm_parameters_bias_:
    name = "L_self_modules_encoder_transformer_modules_layers_modules_0_modules_post_attention_layernorm_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
