class Program_weight_tensor_meta_attn_output_52:
    name = "attn_output_52"
    shape = [25, 49, 8, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0007844229619690383
    std = 0.018235669317654656
    data = None
    min_val = -0.07674047350883484
    max_val = 0.06521846354007721


class Program_weight_tensor_meta_L_self_modules_blocks_modules_10_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_blocks_modules_10_modules_attn_modules_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.315152312490038e-05
    std = 0.0200016927851085
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_10_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_10_modules_attn_modules_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
