class Program_weight_tensor_meta_hidden_states_37:
    name = "hidden_states_37"
    shape = [1, 39, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.004895793124034024
    std = 0.8868389698188884
    data = None
    min_val = -3.535863161087036
    max_val = 3.822803497314453


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.027
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.039
    data = None


class Program_weight_tensor_meta_key_states_8:
    name = "key_states_8"
    shape = [1, 39, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0038550040311243275
    std = 0.22704232506589622
    data = None
    min_val = -0.8692601919174194
    max_val = 0.9609140753746033


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 39, 39]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_query_states_4:
    name = "query_states_4"
    shape = [1, 16, 39, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0015944688303936626
    std = 0.2321599365126884
    data = None
    min_val = -1.0192292928695679
    max_val = 1.02113938331604
