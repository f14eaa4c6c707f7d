class Program_weight_tensor_meta_attn_output_9:
    name = "attn_output_9"
    shape = [1, 19, 12, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.00020900610166940474
    std = 0.04825654646131333
    data = None
    min_val = -0.4118078947067261
    max_val = 0.34115123748779297


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.004
    data = None
