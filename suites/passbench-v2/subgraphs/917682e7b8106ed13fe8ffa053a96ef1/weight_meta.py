class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 197, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0824008281138502e-09
    std = 0.9974619903500103
    data = None
    min_val = -4.407763957977295
    max_val = 4.351351737976074


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.4482208268032802e-05
    std = 0.020003707966233502
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
