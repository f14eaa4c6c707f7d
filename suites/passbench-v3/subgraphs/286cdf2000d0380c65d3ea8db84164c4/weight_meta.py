class Program_weight_tensor_meta_target_1:
    name = "target_1"
    shape = [1, 300, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.59276153951618e-05
    std = 0.00399419891762571
    data = None
    min_val = -0.01767442189157009
    max_val = 0.017149481922388077


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
