class Program_weight_tensor_meta_hidden_states_windows_2:
    name = "hidden_states_windows_2"
    shape = [64, 64, 180]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.7792800987467166e-09
    std = 0.42439289594678675
    data = None
    min_val = -1.4351317882537842
    max_val = 1.3299906253814697


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_2_modules_attention_modules_self_modules_key_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_2_modules_attention_modules_self_modules_key_parameters_weight_"
    shape = [180, 180]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.508465975418213e-05
    std = 0.019857049296375343
    data = None
