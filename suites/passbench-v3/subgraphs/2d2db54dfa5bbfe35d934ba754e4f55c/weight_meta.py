class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 34, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.009185741941130728
    std = 0.7111035281711205
    data = None
    min_val = -2.5442581176757812
    max_val = 3.0967652797698975


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.041
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.022
    data = None


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 34, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0026931482379348596
    std = 0.166744718776292
    data = None
    min_val = -0.6208034753799438
    max_val = 0.628879189491272


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 34, 34]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
