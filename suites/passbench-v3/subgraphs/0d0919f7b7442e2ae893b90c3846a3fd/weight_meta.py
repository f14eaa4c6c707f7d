class Program_weight_tensor_meta_hidden_states_37:
    name = "hidden_states_37"
    shape = [1, 20, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0005402852594400542
    std = 0.8553058081736636
    data = None
    min_val = -3.037994623184204
    max_val = 3.2080297470092773


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.035
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001
    std = 0.016
    data = None


class Program_weight_tensor_meta_key_states_8:
    name = "key_states_8"
    shape = [1, 20, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00011300561084510718
    std = 0.180309055764107
    data = None
    min_val = -0.807518482208252
    max_val = 0.7298214435577393


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 20, 20]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_query_states_4:
    name = "query_states_4"
    shape = [1, 8, 20, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0005492306289795578
    std = 0.17965686350642196
    data = None
    min_val = -0.6809451580047607
    max_val = 0.647668182849884
