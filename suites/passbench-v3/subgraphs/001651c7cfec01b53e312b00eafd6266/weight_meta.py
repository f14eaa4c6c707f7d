class Program_weight_tensor_meta_attn_output_38:
    name = "attn_output_38"
    shape = [1, 5, 8, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.864928211088191e-06
    std = 0.00014039883803297008
    data = None
    min_val = -0.0004218526592012495
    max_val = 0.0003991387493442744


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.992943319399794e-05
    std = 0.019944298718377527
    data = None


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
