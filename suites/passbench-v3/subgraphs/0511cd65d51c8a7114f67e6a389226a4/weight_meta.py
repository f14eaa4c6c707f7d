class Program_weight_tensor_meta_hidden_states_55:
    name = "hidden_states_55"
    shape = [1, 34, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0030918894609030557
    std = 0.3322754202969042
    data = None
    min_val = -1.3009083271026611
    max_val = 1.4847763776779175


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_2_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_2_modules_encoder_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.071
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_2_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_2_modules_encoder_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.001
    std = 0.022
    data = None


class Program_weight_tensor_meta_key_states_22:
    name = "key_states_22"
    shape = [1, 34, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0032249307321191123
    std = 0.1074752909885205
    data = None
    min_val = -0.4528979957103729
    max_val = 0.44937562942504883


class Program_weight_tensor_meta_encoder_attention_mask:
    name = "encoder_attention_mask"
    shape = [1, 1, 1, 34]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_query_states_11:
    name = "query_states_11"
    shape = [1, 8, 1, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.021895149241572653
    std = 0.3577224407892693
    data = None
    min_val = -1.016501784324646
    max_val = 1.0724246501922607
