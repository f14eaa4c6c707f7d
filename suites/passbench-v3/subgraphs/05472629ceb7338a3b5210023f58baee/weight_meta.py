class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 21, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0021232436885048585
    std = 0.8173602382614189
    data = None
    min_val = -3.114339828491211
    max_val = 3.2357594966888428


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.001
    std = 0.018
    data = None


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 21, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0006613380039043802
    std = 0.1781058576543196
    data = None
    min_val = -0.7126892805099487
    max_val = 0.684156596660614


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 21, 21]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
