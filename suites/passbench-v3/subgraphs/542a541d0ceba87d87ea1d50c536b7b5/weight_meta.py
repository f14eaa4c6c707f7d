class Program_weight_tensor_meta_hidden_states_12:
    name = "hidden_states_12"
    shape = [1, 40, 288]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.9162568656223204e-10
    std = 0.9367336104546392
    data = None
    min_val = -3.783287525177002
    max_val = 4.2713422775268555


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_"
    shape = [288, 288]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.933339030634961e-05
    std = 0.020038082867557226
    data = None
