class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 3137, 12, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00010097683554005829
    std = 0.0019203625573650527
    data = None
    min_val = -0.007652691099792719
    max_val = 0.006872287020087242


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -6.619312047295846e-06
    std = 0.020006853198422086
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
