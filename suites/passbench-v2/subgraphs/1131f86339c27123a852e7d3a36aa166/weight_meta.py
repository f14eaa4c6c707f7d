class Program_weight_tensor_meta_hidden_states_106:
    name = "hidden_states_106"
    shape = [1, 50, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00010790941246085594
    std = 0.012486254000081078
    data = None
    min_val = -0.0563751682639122
    max_val = 0.05614728108048439


class Program_weight_tensor_meta_hidden_states_101:
    name = "hidden_states_101"
    shape = [1, 50, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0006683538959873658
    std = 0.04768092514796009
    data = None
    min_val = -0.21132487058639526
    max_val = 0.17746774852275848


class Program_weight_tensor_meta_L_self_modules_layernorm_parameters_weight_:
    name = "L_self_modules_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layernorm_parameters_bias_:
    name = "L_self_modules_layernorm_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
