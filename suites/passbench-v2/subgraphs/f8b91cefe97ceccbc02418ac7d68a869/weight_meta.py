class Program_weight_tensor_meta_variance_5:
    name = "variance_5"
    shape = [1, 9, 14, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.028673640230581873
    std = 0.0036189278040478163
    data = None
    min_val = 0.01992332562804222
    max_val = 0.04032769799232483


class Program_weight_tensor_meta_hidden_states_21:
    name = "hidden_states_21"
    shape = [1, 9, 14, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.001350769833838029
    std = 0.16933278919306904
    data = None
    min_val = -0.6282788515090942
    max_val = 0.6643732786178589


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_q_norm_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_self_attn_modules_q_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
