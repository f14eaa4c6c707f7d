class Program_weight_tensor_meta_hidden_states_37:
    name = "hidden_states_37"
    shape = [1, 35, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0008705082986848213
    std = 0.6985129496986318
    data = None
    min_val = -2.936387777328491
    max_val = 2.8522136211395264


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.038
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.001
    std = 0.082
    data = None


class Program_weight_tensor_meta_key_states_8:
    name = "key_states_8"
    shape = [1, 35, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0008518669984953573
    std = 0.20099533718153983
    data = None
    min_val = -0.7528738975524902
    max_val = 0.8384666442871094


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 35, 35]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_query_states_4:
    name = "query_states_4"
    shape = [1, 8, 35, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0019813385562948886
    std = 0.19915563793808017
    data = None
    min_val = -0.7514877319335938
    max_val = 0.8364545702934265
