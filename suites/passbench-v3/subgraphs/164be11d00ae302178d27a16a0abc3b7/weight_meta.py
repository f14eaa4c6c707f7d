class Program_weight_tensor_meta_hidden_states_35:
    name = "hidden_states_35"
    shape = [1, 4, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 5.265292202238925e-09
    std = 1.0032033523839374
    data = None
    min_val = -2.8690624237060547
    max_val = 3.0746846199035645


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_value_parameters_weight_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_value_parameters_weight_"
    shape = [32, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_value_parameters_bias_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_value_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
