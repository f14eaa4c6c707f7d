class Program_weight_tensor_meta_embeddings_2:
    name = "embeddings_2"
    shape = [1, 128, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.21684511488481e-09
    std = 1.0000050881550027
    data = None
    min_val = -4.656857013702393
    max_val = 4.276688575744629


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -9.399967302694296e-06
    std = 0.019977038138746864
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 12, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0009829163635318345
    std = 0.10997730473549591
    data = None
    min_val = -0.4641287922859192
    max_val = 0.4839949607849121
