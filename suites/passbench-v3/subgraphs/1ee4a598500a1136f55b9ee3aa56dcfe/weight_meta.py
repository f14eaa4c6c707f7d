class Program_weight_tensor_meta_attn_output_43:
    name = "attn_output_43"
    shape = [1, 6, 8, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.0891171951854517e-05
    std = 0.0002281245453507439
    data = None
    min_val = -0.000606742687523365
    max_val = 0.000573041383177042


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_cross_attn_token_to_image_modules_out_proj_parameters_weight_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_cross_attn_token_to_image_modules_out_proj_parameters_weight_"
    shape = [256, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00018679038735763386
    std = 0.019953464057970126
    data = None


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_cross_attn_token_to_image_modules_out_proj_parameters_bias_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_cross_attn_token_to_image_modules_out_proj_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
