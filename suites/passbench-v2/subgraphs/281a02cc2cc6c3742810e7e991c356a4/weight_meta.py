class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 5184, 8, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.9643380215748782e-05
    std = 0.0031413888995270936
    data = None
    min_val = -0.008659562095999718
    max_val = 0.009580438956618309


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_prompt_cross_attn_modules_o_proj_parameters_weight_:
    name = "L_self_modules_mask_decoder_modules_prompt_cross_attn_modules_o_proj_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.169659513768859e-05
    std = 0.01990601783692639
    data = None


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_prompt_cross_attn_modules_o_proj_parameters_bias_:
    name = "L_self_modules_mask_decoder_modules_prompt_cross_attn_modules_o_proj_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
