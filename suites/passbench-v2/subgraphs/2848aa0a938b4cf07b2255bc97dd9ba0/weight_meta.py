class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 24, 12, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -5.255161736471771e-10
    std = 1.9630638144544312e-08
    data = None
    min_val = -7.336540619462539e-08
    max_val = 5.55806529689562e-08


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.787290751937284e-06
    std = 0.019994659232008116
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
