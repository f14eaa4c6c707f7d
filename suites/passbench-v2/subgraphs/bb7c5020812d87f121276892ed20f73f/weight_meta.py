class Program_weight_tensor_meta_hidden_states_18:
    name = "hidden_states_18"
    shape = [1, 49, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.751962622675132e-09
    std = 1.0003125659532328
    data = None
    min_val = -3.6015639305114746
    max_val = 3.173330068588257


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_value_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_value_parameters_weight_"
    shape = [32, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0867564000704988e-05
    std = 0.020271269899502436
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_value_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_value_parameters_bias_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_key_layer_1:
    name = "key_layer_1"
    shape = [1, 1, 49, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0009486973517689003
    std = 0.023975990031489237
    data = None
    min_val = -0.07715654373168945
    max_val = 0.07361051440238953
