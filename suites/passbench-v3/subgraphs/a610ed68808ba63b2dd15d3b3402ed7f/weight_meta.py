class Program_weight_tensor_meta_hidden_states_21:
    name = "hidden_states_21"
    shape = [1, 1024, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0024496821725069917
    std = 0.790570889899422
    data = None
    min_val = -3.5337069034576416
    max_val = 3.585602283477783


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.001
    std = 0.049
    data = None


class Program_weight_tensor_meta_queries_6:
    name = "queries_6"
    shape = [1, 1024, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.033615512146818516
    std = 0.2210574551018285
    data = None
    min_val = -0.8475183248519897
    max_val = 0.7438663244247437


class Program_weight_tensor_meta_keys_6:
    name = "keys_6"
    shape = [1, 1024, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0042754323496096425
    std = 0.16595483036686012
    data = None
    min_val = -0.7405272722244263
    max_val = 0.696073591709137
