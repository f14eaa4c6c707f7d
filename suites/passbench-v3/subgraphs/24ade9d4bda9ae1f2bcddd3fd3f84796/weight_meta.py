class Program_weight_tensor_meta_hidden_states_93:
    name = "hidden_states_93"
    shape = [1, 16, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -1.3692189848590886e-06
    std = 1.4331989167284553e-05
    data = None
    min_val = -6.591231795027852e-05
    max_val = 4.3159001506865025e-05


class Program_weight_tensor_meta_hidden_states_85:
    name = "hidden_states_85"
    shape = [1, 16, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00021045272245601154
    std = 0.9992739719907324
    data = None
    min_val = -3.010812520980835
    max_val = 3.036217212677002


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_layer_norm_modules_2_parameters_weight_:
    name = "L_self_modules_segformer_modules_encoder_modules_layer_norm_modules_2_parameters_weight_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_layer_norm_modules_2_parameters_bias_:
    name = "L_self_modules_segformer_modules_encoder_modules_layer_norm_modules_2_parameters_bias_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
