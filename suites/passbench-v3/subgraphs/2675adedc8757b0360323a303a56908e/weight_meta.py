class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 32, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0007920829943128815
    std = 0.755966469590174
    data = None
    min_val = -2.792414665222168
    max_val = 2.9073407649993896


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.04
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.003
    std = 0.03
    data = None


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 32, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0027773879817711844
    std = 0.17852063331333662
    data = None
    min_val = -0.7840750813484192
    max_val = 0.7932724952697754


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 32, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
