class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 1500, 1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.6852011012475251
    std = 0.7236983742287748
    data = None
    min_val = -2.739755868911743
    max_val = 4.224297046661377


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [2048, 1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0856031783020007e-05
    std = 0.019998365490654705
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [2048]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_cos_2:
    name = "cos_2"
    shape = [1, 1500, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.238577697757868
    std = 0.723368761951549
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_2:
    name = "sin_2"
    shape = [1, 1500, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.16236518958801582
    std = 0.6272682255877259
    data = None
    min_val = -1.0
    max_val = 1.0
