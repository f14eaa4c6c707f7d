class Program_weight_tensor_meta_hidden_states_50:
    name = "hidden_states_50"
    shape = [1, 49, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.2931888043804438e-09
    std = 1.0001528627335268
    data = None
    min_val = -3.3505001068115234
    max_val = 3.07975697517395


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_value_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_value_parameters_weight_"
    shape = [64, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00018078686104505692
    std = 0.020342075512924156
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_value_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_value_parameters_bias_"
    shape = [64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_key_layer_3:
    name = "key_layer_3"
    shape = [1, 2, 49, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00016362189127012614
    std = 0.031617813370011884
    data = None
    min_val = -0.11553270369768143
    max_val = 0.10192421823740005
