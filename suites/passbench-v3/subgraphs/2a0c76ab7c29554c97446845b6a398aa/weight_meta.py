class Program_weight_tensor_meta_norm_hidden_states_48:
    name = "norm_hidden_states_48"
    shape = [1, 77, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.008390160724632483
    std = 0.871845626300796
    data = None
    min_val = -3.472998857498169
    max_val = 3.8535866737365723


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.65822707700461e-05
    std = 0.01999810266106963
    data = None
