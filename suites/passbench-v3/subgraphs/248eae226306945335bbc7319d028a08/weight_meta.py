class Program_weight_tensor_meta_hidden_states_9:
    name = "hidden_states_9"
    shape = [1, 197, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.666300933992281e-05
    std = 0.0012397901645155118
    data = None
    min_val = -0.005476005375385284
    max_val = 0.005379229784011841


class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [1, 197, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.731468036285713e-05
    std = 0.02213363441139953
    data = None
    min_val = -0.10048558562994003
    max_val = 0.09493844211101532


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_layernorm_before_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_layernorm_before_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_layernorm_before_parameters_bias_:
    name = "L_self_modules_layers_modules_1_modules_layernorm_before_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
