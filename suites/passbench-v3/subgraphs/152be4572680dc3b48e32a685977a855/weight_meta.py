class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 33, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0003478804644773294
    std = 0.8049058869808349
    data = None
    min_val = -3.048051595687866
    max_val = 2.9071269035339355


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.038
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.028
    data = None


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 33, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0008791920670017644
    std = 0.18627497742240873
    data = None
    min_val = -0.6543583869934082
    max_val = 0.6810988187789917


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 33, 33]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
