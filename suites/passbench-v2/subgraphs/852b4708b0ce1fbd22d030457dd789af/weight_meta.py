class Program_weight_tensor_meta_hidden_states_5:
    name = "hidden_states_5"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.861530570510157e-05
    std = 0.002727236038222996
    data = None
    min_val = -0.03772711008787155
    max_val = 0.04210883378982544


class Program_weight_tensor_meta_rsqrt_1:
    name = "rsqrt_1"
    shape = [1, 128, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 263.65197575092316
    std = 42.864101257452546
    data = None
    min_val = 76.67294311523438
    max_val = 296.227783203125


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_post_self_attn_layernorm_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_post_self_attn_layernorm_parameters_weight_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
