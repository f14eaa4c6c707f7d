class Program_weight_tensor_meta_hidden_states_80:
    name = "hidden_states_80"
    shape = [1, 128, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001249304872282438
    std = 0.030143043050817542
    data = None
    min_val = -0.12392161786556244
    max_val = 0.0887225940823555


class Program_weight_tensor_meta_rsqrt_20:
    name = "rsqrt_20"
    shape = [1, 128, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 32.96751254796982
    std = 0.1669535827987835
    data = None
    min_val = 32.458370208740234
    max_val = 33.34294891357422


class Program_weight_tensor_meta_L_args_0_modules_layers_modules_10_modules_input_layernorm_parameters_weight_:
    name = "L_args_0_modules_layers_modules_10_modules_input_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
