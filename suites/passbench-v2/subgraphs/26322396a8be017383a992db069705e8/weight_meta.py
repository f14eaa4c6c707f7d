class Program_weight_tensor_meta_hidden_states_18:
    name = "hidden_states_18"
    shape = [1, 49, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.8969460922692504e-10
    std = 1.0001483272737928
    data = None
    min_val = -3.0040526390075684
    max_val = 3.2216978073120117


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_1_modules_attention_modules_self_modules_value_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_1_modules_attention_modules_self_modules_value_parameters_weight_"
    shape = [32, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001074336527628894
    std = 0.019849544020677994
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_1_modules_attention_modules_self_modules_value_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_1_modules_attention_modules_self_modules_value_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_key_layer_1:
    name = "key_layer_1"
    shape = [1, 1, 49, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0008611030739581222
    std = 0.02300997888696263
    data = None
    min_val = -0.06732593476772308
    max_val = 0.0911090224981308
