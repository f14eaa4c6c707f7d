class Program_weight_tensor_meta_context_layer_2:
    name = "context_layer_2"
    shape = [1, 128, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00046297926181027276
    std = 0.008063235061249865
    data = None
    min_val = -0.0330067053437233
    max_val = 0.03611406683921814


class Program_weight_tensor_meta_L_self_modules_text_enhancer_layer_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_text_enhancer_layer_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.583827835633405e-05
    std = 0.01997283313658661
    data = None


class Program_weight_tensor_meta_L_self_modules_text_enhancer_layer_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_text_enhancer_layer_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
