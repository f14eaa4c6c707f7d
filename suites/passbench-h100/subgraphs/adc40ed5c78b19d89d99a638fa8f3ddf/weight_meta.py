class Program_weight_tensor_meta_hidden_states_46:
    name = "hidden_states_46"
    shape = [1, 15, 384]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.00035040426721732527
    std = 0.006279163126657306
    data = None
    min_val = -0.022854182869195938
    max_val = 0.02195454202592373


class Program_weight_tensor_meta_hidden_states_42:
    name = "hidden_states_42"
    shape = [1, 15, 384]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.7649982611247753e-09
    std = 1.0000817722856519
    data = None
    min_val = -3.6716389656066895
    max_val = 3.655787467956543


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_5_modules_output_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_5_modules_output_modules_LayerNorm_parameters_weight_"
    shape = [384]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_5_modules_output_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_5_modules_output_modules_LayerNorm_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
