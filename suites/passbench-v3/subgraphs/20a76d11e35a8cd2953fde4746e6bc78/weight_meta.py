class Program_weight_tensor_meta_hidden_states_37:
    name = "hidden_states_37"
    shape = [1, 38, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.109909457644622e-05
    std = 0.8713877575124926
    data = None
    min_val = -3.36151123046875
    max_val = 3.486494302749634


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.003
    std = 0.033
    data = None


class Program_weight_tensor_meta_key_states_8:
    name = "key_states_8"
    shape = [1, 38, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0024795487811478494
    std = 0.2246777159707619
    data = None
    min_val = -0.9437882900238037
    max_val = 0.8607924580574036


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 38, 38]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_query_states_4:
    name = "query_states_4"
    shape = [1, 8, 38, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0009997358932130403
    std = 0.2224234776373627
    data = None
    min_val = -0.9408127069473267
    max_val = 0.7695783972740173
