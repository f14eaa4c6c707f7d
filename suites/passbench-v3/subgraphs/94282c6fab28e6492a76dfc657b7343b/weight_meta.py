class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0027436402961605673
    std = 0.5435866907524848
    data = None
    min_val = -3.837524175643921
    max_val = 3.347210168838501


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001
    std = 0.034
    data = None


class Program_weight_tensor_meta_queries:
    name = "queries"
    shape = [1, 1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.04320200571230945
    std = 0.2688481456833159
    data = None
    min_val = -0.9782716631889343
    max_val = 1.117356538772583
