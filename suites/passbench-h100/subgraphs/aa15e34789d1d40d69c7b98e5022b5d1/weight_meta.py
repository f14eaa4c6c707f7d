class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 15, 37]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.00032235579125004766
    std = 0.010798795087054966
    data = None
    min_val = -0.03211599588394165
    max_val = 0.03750273957848549


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_linear2_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_linear2_parameters_weight_"
    shape = [32, 37]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.001
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_linear2_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_linear2_parameters_bias_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
