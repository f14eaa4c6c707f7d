class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 49, 12, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00022820842291652868
    std = 0.10331856661941567
    data = None
    min_val = -0.3293001651763916
    max_val = 0.30662786960601807


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_linear_out_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_linear_out_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.80621922203616e-06
    std = 0.019992713782130588
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_linear_out_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_linear_out_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
