class Program_weight_tensor_meta_norm_hidden_states:
    name = "norm_hidden_states"
    shape = [1, 256, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00247817021146067
    std = 0.9999937012269742
    data = None
    min_val = -4.622610569000244
    max_val = 4.4336957931518555


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_attention_modules_k_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_attention_modules_k_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.4734611253294163e-05
    std = 0.020021576837263667
    data = None
