class Program_weight_tensor_meta_hidden_states_94:
    name = "hidden_states_94"
    shape = [1, 577, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00011441942058008316
    std = 0.012440081693568217
    data = None
    min_val = -0.053841594606637955
    max_val = 0.055769432336091995


class Program_weight_tensor_meta_hidden_states_90:
    name = "hidden_states_90"
    shape = [1, 577, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.93959576020151e-05
    std = 0.047192748743474934
    data = None
    min_val = -0.21769694983959198
    max_val = 0.2242802381515503


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
