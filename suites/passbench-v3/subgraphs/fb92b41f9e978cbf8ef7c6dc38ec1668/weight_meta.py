class Program_weight_tensor_meta_aggregated_encoder_hidden_states_8:
    name = "aggregated_encoder_hidden_states_8"
    shape = [1, 49, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_L_self_modules_local_feature_transformer_modules_layers_modules_2_modules_cross_attention_modules_attention_modules_v_proj_parameters_weight_:
    name = "L_self_modules_local_feature_transformer_modules_layers_modules_2_modules_cross_attention_modules_attention_modules_v_proj_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.577122148654265e-05
    std = 0.01995710017848042
    data = None


class Program_weight_tensor_meta_query_states_37:
    name = "query_states_37"
    shape = [1, 49, 1, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
