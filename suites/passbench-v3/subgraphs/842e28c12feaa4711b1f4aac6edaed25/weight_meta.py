class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 18, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -4.790731761911755e-10
    std = 0.7811399361894641
    data = None
    min_val = -3.498532295227051
    max_val = 3.119595766067505


class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [1, 18, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0001287771001846257
    std = 0.0043521778228534135
    data = None
    min_val = -0.025259079411625862
    max_val = 0.030383050441741943


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
