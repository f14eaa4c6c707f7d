class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 32, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.004174965517227158
    std = 0.18294169801636812
    data = None
    min_val = -0.6100209355354309
    max_val = 0.6065881848335266


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_weight_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_bias_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
