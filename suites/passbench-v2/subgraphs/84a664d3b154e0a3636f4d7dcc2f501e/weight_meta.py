class Program_weight_tensor_meta_hidden_states_114:
    name = "hidden_states_114"
    shape = [1, 1569, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0002897239146102054
    std = 0.04741743018684774
    data = None
    min_val = -0.23013007640838623
    max_val = 0.21842513978481293


class Program_weight_tensor_meta_hidden_states_119:
    name = "hidden_states_119"
    shape = [1, 1569, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0003279354064316827
    std = 0.012454834972197983
    data = None
    min_val = -0.061879709362983704
    max_val = 0.06141378730535507


class Program_weight_tensor_meta_L_self_modules_layernorm_parameters_weight_:
    name = "L_self_modules_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layernorm_parameters_bias_:
    name = "L_self_modules_layernorm_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
