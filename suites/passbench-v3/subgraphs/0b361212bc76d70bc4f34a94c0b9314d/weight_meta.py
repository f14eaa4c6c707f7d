class Program_weight_tensor_meta_hidden_states_102:
    name = "hidden_states_102"
    shape = [1, 1248, 16]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -3.1268962575909543e-09
    std = 1.0000116442775457
    data = None
    min_val = -1.6065322160720825
    max_val = 3.82749080657959


class Program_weight_tensor_meta_L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_:
    name = "L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_"
    shape = [16, 16]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.002
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_bias_:
    name = "L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_bias_"
    shape = [16]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
