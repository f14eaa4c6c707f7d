class Program_weight_tensor_meta_aggregated_hidden_states_2:
    name = "aggregated_hidden_states_2"
    shape = [1, 49, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_L_self_modules_local_feature_transformer_modules_layers_modules_0_modules_cross_attention_modules_attention_modules_q_proj_parameters_weight_:
    name = "L_self_modules_local_feature_transformer_modules_layers_modules_0_modules_cross_attention_modules_attention_modules_q_proj_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.9074042084664747e-05
    std = 0.020030552184087495
    data = None
