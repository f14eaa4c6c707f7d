class Program_weight_tensor_meta_hidden_states_12:
    name = "hidden_states_12"
    shape = [1, 40, 288]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.9162568656223204e-10
    std = 0.9367336104546392
    data = None
    min_val = -3.783287525177002
    max_val = 4.2713422775268555


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_"
    shape = [288, 288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.5460188149444647e-05
    std = 0.02003166384716508
    data = None
