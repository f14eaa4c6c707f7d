class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 49, 12, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0020347701325185742
    std = 0.09250509633364577
    data = None
    min_val = -0.2921917140483856
    max_val = 0.2689227759838104


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.951920147185033e-05
    std = 0.020016636187426915
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
