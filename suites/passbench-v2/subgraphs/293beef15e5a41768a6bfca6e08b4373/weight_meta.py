class Program_weight_tensor_meta_hidden_states_82:
    name = "hidden_states_82"
    shape = [1, 49, 160]
    dtype = "torch.float32"
    device = "cpu"
    mean = -5.104344121978751e-10
    std = 1.0000574116511787
    data = None
    min_val = -3.784595489501953
    max_val = 3.650611400604248


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_value_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_value_parameters_weight_"
    shape = [160, 160]
    dtype = "torch.float32"
    device = "cpu"
    mean = -6.318315270972485e-05
    std = 0.019972148800877738
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_value_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_value_parameters_bias_"
    shape = [160]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_layer_5:
    name = "key_layer_5"
    shape = [1, 5, 49, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0005057517784215244
    std = 0.05019729298299712
    data = None
    min_val = -0.18111149966716766
    max_val = 0.22221288084983826
