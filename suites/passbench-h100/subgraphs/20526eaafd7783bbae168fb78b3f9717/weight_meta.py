class Program_weight_tensor_meta_input_53:
    name = "input_53"
    shape = [1, 512, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.8639560426969322e-13
    std = 2.3004114757660855e-13
    data = None
    min_val = 0.0
    max_val = 1.3703621570826385e-12


class Program_weight_tensor_meta_L_self_modules_pre_logits_modules_fc1_parameters_weight_:
    name = "L_self_modules_pre_logits_modules_fc1_parameters_weight_"
    shape = [4096, 512, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.003
    data = None


class Program_weight_tensor_meta_L_self_modules_pre_logits_modules_fc1_parameters_bias_:
    name = "L_self_modules_pre_logits_modules_fc1_parameters_bias_"
    shape = [4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
