class Program_weight_tensor_meta_hidden_states_28:
    name = "hidden_states_28"
    shape = [1, 20, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0001226746377312793
    std = 0.8704899012403559
    data = None
    min_val = -3.147472381591797
    max_val = 3.270078182220459


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.016
    data = None


class Program_weight_tensor_meta_key_states_6:
    name = "key_states_6"
    shape = [1, 20, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0024956200664405515
    std = 0.18696726478022083
    data = None
    min_val = -0.6216449737548828
    max_val = 0.8377280235290527
