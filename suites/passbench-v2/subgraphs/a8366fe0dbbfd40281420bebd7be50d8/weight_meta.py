class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 128, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.648790392722482e-09
    std = 0.9997258732774029
    data = None
    min_val = -4.266295433044434
    max_val = 4.416265964508057


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.641988045597237e-05
    std = 0.020027909656507484
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 128, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00032423099160061586
    std = 0.12765451437544076
    data = None
    min_val = -0.6414535045623779
    max_val = 0.5522075891494751
