class Program_weight_tensor_meta_attn_output_43:
    name = "attn_output_43"
    shape = [1, 5, 8, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = 8.721334268813052e-06
    std = 0.0002398746575286926
    data = None
    min_val = -0.0007285535102710128
    max_val = 0.0007339866133406758


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_cross_attn_token_to_image_modules_out_proj_parameters_weight_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_cross_attn_token_to_image_modules_out_proj_parameters_weight_"
    shape = [256, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00015672805839774678
    std = 0.019966619133138186
    data = None


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_cross_attn_token_to_image_modules_out_proj_parameters_bias_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_cross_attn_token_to_image_modules_out_proj_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
