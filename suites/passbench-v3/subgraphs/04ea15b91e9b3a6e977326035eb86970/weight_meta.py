class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 512, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.9425630995808553e-10
    std = 0.81672793302694
    data = None
    min_val = -4.123371124267578
    max_val = 3.7110724449157715


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 512, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.66154903865816e-06
    std = 0.000515632649702797
    data = None
    min_val = -0.0027639567852020264
    max_val = 0.003371043363586068


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
