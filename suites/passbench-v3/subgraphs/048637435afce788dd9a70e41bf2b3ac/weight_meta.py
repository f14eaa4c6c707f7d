class Program_weight_tensor_meta_hidden_states_28:
    name = "hidden_states_28"
    shape = [1, 21, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0013149119690107267
    std = 0.7799483926703515
    data = None
    min_val = -3.1519410610198975
    max_val = 2.986637592315674


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.038
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.025
    data = None


class Program_weight_tensor_meta_key_states_6:
    name = "key_states_6"
    shape = [1, 21, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0023344502641929835
    std = 0.18000620939437373
    data = None
    min_val = -0.682317852973938
    max_val = 0.7233613729476929
