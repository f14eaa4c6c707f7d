class Program_weight_tensor_meta_hidden_states_165:
    name = "hidden_states_165"
    shape = [1, 64, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000903584325196031
    std = 0.1319812718520934
    data = None
    min_val = -0.44524574279785156
    max_val = 0.47880610823631287


class Program_weight_tensor_meta_hidden_states_169:
    name = "hidden_states_169"
    shape = [1, 64, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0003261985840509578
    std = 0.016455953595468333
    data = None
    min_val = -0.05925760045647621
    max_val = 0.0501774363219738


class Program_weight_tensor_meta_L_self_modules_text_model_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_text_model_modules_final_layer_norm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_text_model_modules_final_layer_norm_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
