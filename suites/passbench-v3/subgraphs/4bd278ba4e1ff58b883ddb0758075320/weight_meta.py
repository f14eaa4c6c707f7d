class Program_weight_tensor_meta_hidden_states_windows_1:
    name = "hidden_states_windows_1"
    shape = [64, 64, 180]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.7374860463961442e-09
    std = 0.26577928808074347
    data = None
    min_val = -0.9281805157661438
    max_val = 0.8991178274154663


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_self_modules_key_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_self_modules_key_parameters_weight_"
    shape = [180, 180]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00012012756587691027
    std = 0.02000904326873806
    data = None
