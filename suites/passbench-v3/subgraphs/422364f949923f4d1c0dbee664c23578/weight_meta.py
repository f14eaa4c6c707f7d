class Program_weight_tensor_meta_L_residual_:
    name = "L_residual_"
    shape = [1, 1045, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -9.054160681592002e-08
    std = 0.9999970458582758
    data = None


class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 1045, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.006409521732968912
    std = 0.034476301550088094
    data = None
    min_val = -0.18776026368141174
    max_val = 0.14074932038784027


class Program_weight_tensor_meta_L_self_modules_self_attn_layer_norm_parameters_weight_:
    name = "L_self_modules_self_attn_layer_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_self_attn_layer_norm_parameters_bias_:
    name = "L_self_modules_self_attn_layer_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
