class Program_weight_tensor_meta_hidden_states_66:
    name = "hidden_states_66"
    shape = [1, 49, 320]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.982706802367347e-09
    std = 1.0000070835029846
    data = None
    min_val = -4.146743297576904
    max_val = 3.9863784313201904


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_0_modules_attention_modules_self_modules_value_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_0_modules_attention_modules_self_modules_value_parameters_weight_"
    shape = [320, 320]
    dtype = "torch.float32"
    device = "cpu"
    mean = -6.830813662945169e-05
    std = 0.02000006616133235
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_0_modules_attention_modules_self_modules_value_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_0_modules_attention_modules_self_modules_value_parameters_bias_"
    shape = [320]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_layer_4:
    name = "key_layer_4"
    shape = [1, 5, 49, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0002586705855608262
    std = 0.07138544037037657
    data = None
    min_val = -0.2886202037334442
    max_val = 0.32976260781288147
