class Program_weight_tensor_meta_hidden_states_35:
    name = "hidden_states_35"
    shape = [1, 49, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 4.270286437382979e-10
    std = 1.000064713741506
    data = None
    min_val = -3.7894480228424072
    max_val = 3.5972495079040527


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_value_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_value_parameters_weight_"
    shape = [128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00011849861248570959
    std = 0.02013263300554933
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_value_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_value_parameters_bias_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_layer_2:
    name = "key_layer_2"
    shape = [1, 2, 49, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00041880650502318937
    std = 0.0447424505179852
    data = None
    min_val = -0.14478744566440582
    max_val = 0.15135714411735535
