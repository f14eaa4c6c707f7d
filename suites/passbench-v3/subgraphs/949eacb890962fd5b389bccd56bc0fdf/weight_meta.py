class Program_weight_tensor_meta_hidden_states_92:
    name = "hidden_states_92"
    shape = [1, 77, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -9.10681400419925e-10
    std = 0.927045334688536
    data = None
    min_val = -3.8844850063323975
    max_val = 3.6886301040649414


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.078362332981607e-05
    std = 0.009017792329648108
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_queries_26:
    name = "queries_26"
    shape = [1, 77, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0003553625186959251
    std = 0.03783617367506008
    data = None
    min_val = -0.15946322679519653
    max_val = 0.17328640818595886


class Program_weight_tensor_meta_keys_26:
    name = "keys_26"
    shape = [1, 77, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00016518533284440992
    std = 0.03801462843777096
    data = None
    min_val = -0.16325438022613525
    max_val = 0.17679302394390106
