class Program_weight_tensor_meta_hidden_states_20:
    name = "hidden_states_20"
    shape = [1, 1500, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.3052126694261072e-10
    std = 0.9891468819007285
    data = None
    min_val = -4.8610358238220215
    max_val = 4.981226444244385


class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_k_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_2_modules_self_attn_modules_k_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.870703214241649e-05
    std = 0.02000317380656792
    data = None
