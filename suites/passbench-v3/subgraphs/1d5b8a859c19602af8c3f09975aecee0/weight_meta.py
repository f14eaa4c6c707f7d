class Program_weight_tensor_meta_hidden_states_68:
    name = "hidden_states_68"
    shape = [1, 64, 64, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.8693122456427873e-08
    std = 0.9997195073253419
    data = None
    min_val = -4.376136302947998
    max_val = 5.3539910316467285


class Program_weight_tensor_meta_L_self_modules_blocks_modules_10_modules_proj_parameters_weight_:
    name = "L_self_modules_blocks_modules_10_modules_proj_parameters_weight_"
    shape = [768, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.9412373072853306e-05
    std = 0.01997930640177191
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_10_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_10_modules_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
