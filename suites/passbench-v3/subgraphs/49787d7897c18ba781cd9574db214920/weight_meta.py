class Program_weight_tensor_meta_hidden_states_34:
    name = "hidden_states_34"
    shape = [1, 24, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.405930020560879e-12
    std = 9.78864414241955e-10
    data = None
    min_val = -3.8362331089558666e-09
    max_val = 3.931398318002266e-09


class Program_weight_tensor_meta_L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.1004163336352249e-06
    std = 0.02002891144323494
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
