class Program_weight_tensor_meta_hidden_states_37:
    name = "hidden_states_37"
    shape = [1, 37, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.004965473748516206
    std = 0.9268128643719822
    data = None
    min_val = -3.9301083087921143
    max_val = 3.632152795791626


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.045
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.004
    std = 0.074
    data = None


class Program_weight_tensor_meta_key_states_8:
    name = "key_states_8"
    shape = [1, 37, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00023761685848686174
    std = 0.26977928068163265
    data = None
    min_val = -1.125347375869751
    max_val = 1.1439872980117798


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 37, 37]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_query_states_4:
    name = "query_states_4"
    shape = [1, 8, 37, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0035517648855209307
    std = 0.26608912894289316
    data = None
    min_val = -1.0656075477600098
    max_val = 1.0919100046157837
