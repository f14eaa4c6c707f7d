class Program_weight_tensor_meta_attn_output_7:
    name = "attn_output_7"
    shape = [1, 1024, 12, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00034511963849437896
    std = 0.006196380444440363
    data = None
    min_val = -0.019298771396279335
    max_val = 0.019673233851790428


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.7316883684540406e-05
    std = 0.019992209215697703
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
