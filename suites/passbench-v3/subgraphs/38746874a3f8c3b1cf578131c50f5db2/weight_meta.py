class Program_weight_tensor_meta_hidden_states_19:
    name = "hidden_states_19"
    shape = [1, 33, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0006477677547000881
    std = 0.7912801150850663
    data = None
    min_val = -3.0160906314849854
    max_val = 2.89758563041687


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.038
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.022
    data = None


class Program_weight_tensor_meta_key_states_4:
    name = "key_states_4"
    shape = [1, 33, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0013459877631856725
    std = 0.1818005945450611
    data = None
    min_val = -0.6700265407562256
    max_val = 0.7434040904045105
