class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 196, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.982065086173236e-10
    std = 1.0000033112959994
    data = None
    min_val = -4.40079402923584
    max_val = 4.311027526855469


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.4699850327611964e-08
    std = 0.019992048964387443
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
