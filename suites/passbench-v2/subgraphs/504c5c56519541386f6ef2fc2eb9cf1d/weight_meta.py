class Program_weight_tensor_meta_hidden_states_120:
    name = "hidden_states_120"
    shape = [1, 1500, 1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.02598941836039876
    std = 0.09463838260207195
    data = None
    min_val = -0.35692936182022095
    max_val = 0.43237411975860596


class Program_weight_tensor_meta_rsqrt_30:
    name = "rsqrt_30"
    shape = [1, 1500, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 10.185286904017131
    std = 0.09228830659462033
    data = None
    min_val = 9.270597457885742
    max_val = 10.546235084533691


class Program_weight_tensor_meta_L_self_modules_layers_modules_15_modules_self_attn_layer_norm_parameters_weight_:
    name = "L_self_modules_layers_modules_15_modules_self_attn_layer_norm_parameters_weight_"
    shape = [1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
