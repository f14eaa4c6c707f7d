class Program_weight_tensor_meta_hidden_states_50:
    name = "hidden_states_50"
    shape = [1, 4, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 7.4069248512387276e-09
    std = 1.0032402022893923
    data = None
    min_val = -2.5404326915740967
    max_val = 2.38736629486084


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_1_modules_attention_modules_self_modules_value_parameters_weight_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_1_modules_attention_modules_self_modules_value_parameters_weight_"
    shape = [32, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_1_modules_attention_modules_self_modules_value_parameters_bias_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_1_modules_attention_modules_self_modules_value_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_key_layer_3:
    name = "key_layer_3"
    shape = [1, 2, 4, 16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.00446836911214632
    std = 0.026313490201651118
    data = None
    min_val = -0.058415066450834274
    max_val = 0.05213940143585205
