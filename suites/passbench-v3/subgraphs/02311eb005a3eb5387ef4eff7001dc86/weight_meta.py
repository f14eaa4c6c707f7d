class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 257, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.7737578404190966e-10
    std = 0.9986681876670994
    data = None
    min_val = -4.817273139953613
    max_val = 4.299404144287109


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_k_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_k_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.237590838875814e-05
    std = 0.020007286208992534
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_k_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_k_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
