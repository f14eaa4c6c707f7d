class Program_weight_tensor_meta_hidden_states_23:
    name = "hidden_states_23"
    shape = [1, 12, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00919098847353281
    std = 0.8779164563355214
    data = None
    min_val = -3.657360553741455
    max_val = 3.515390634536743


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_attention_modules_self_modules_key_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_3_modules_attention_modules_self_modules_key_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.045
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_attention_modules_self_modules_key_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_3_modules_attention_modules_self_modules_key_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.001
    std = 0.039
    data = None
