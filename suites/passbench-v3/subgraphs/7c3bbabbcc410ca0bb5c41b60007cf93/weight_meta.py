class Program_weight_tensor_meta_normed_hidden_states:
    name = "normed_hidden_states"
    shape = [1, 128, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.004669919768386932
    std = 0.99998417284916
    data = None
    min_val = -4.236659049987793
    max_val = 4.086352825164795


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_v_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_v_parameters_weight_"
    shape = [384, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00011528481850689588
    std = 0.04426026037106157
    data = None


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 128, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0015410947702842275
    std = 0.20054791167178201
    data = None
    min_val = -0.8250670433044434
    max_val = 0.7724889516830444
