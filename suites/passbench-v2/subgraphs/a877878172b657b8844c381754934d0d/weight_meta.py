class Program_weight_tensor_meta_hidden_states_102:
    name = "hidden_states_102"
    shape = [1, 1248, 16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -3.1268962575909543e-09
    std = 1.0000116442775457
    data = None
    min_val = -1.6065322160720825
    max_val = 3.82749080657959


class Program_weight_tensor_meta_hidden_states_103:
    name = "hidden_states_103"
    shape = [1, 1248, 16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -3.465973746248808e-05
    std = 0.00010275942231470579
    data = None
    min_val = -0.00025171705055981874
    max_val = 0.00016067185788415372


class Program_weight_tensor_meta_L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_weight_"
    shape = [16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_bias_"
    shape = [16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
