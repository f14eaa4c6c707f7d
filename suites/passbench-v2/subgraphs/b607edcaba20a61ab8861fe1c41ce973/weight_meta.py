class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0002709310292531089
    std = 0.9700436192730224
    data = None
    min_val = -4.112365245819092
    max_val = 4.492443561553955


class Program_weight_tensor_meta_L_self_modules_language_model_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_:
    name = "L_self_modules_language_model_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_"
    shape = [2048, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.462885515469221e-06
    std = 0.019993542596319528
    data = None
