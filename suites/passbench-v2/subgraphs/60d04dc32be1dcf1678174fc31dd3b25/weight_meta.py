class Program_weight_tensor_meta_hidden_states_7:
    name = "hidden_states_7"
    shape = [1, 1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.009196085376021184
    std = 0.5519449519781527
    data = None
    min_val = -3.1331520080566406
    max_val = 2.6292951107025146


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.003
    std = 0.04
    data = None


class Program_weight_tensor_meta_queries_2:
    name = "queries_2"
    shape = [1, 1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.015179659015450264
    std = 0.23523517799779184
    data = None
    min_val = -0.8311489820480347
    max_val = 0.8093072772026062


class Program_weight_tensor_meta_keys_2:
    name = "keys_2"
    shape = [1, 1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0029136314734934943
    std = 0.14345955819277723
    data = None
    min_val = -0.5984573364257812
    max_val = 0.8301401138305664
