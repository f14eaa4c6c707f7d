class Program_weight_tensor_meta_hidden_states_33:
    name = "hidden_states_33"
    shape = [1, 32, 2, 2]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0041025525897566695
    std = 0.08386599685201124
    data = None
    min_val = -0.26317092776298523
    max_val = 0.2670849859714508


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_weight_"
    shape = [32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_bias_"
    shape = [32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
