class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 128, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.424086077908934e-10
    std = 0.7445562954263488
    data = None
    min_val = -3.9586193561553955
    max_val = 3.407989025115967


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attn_modules_q_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_attn_modules_q_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.3553318725039312e-07
    std = 0.01758864989381708
    data = None
