class Program_weight_tensor_meta_L_self_modules_encoder_transformer_modules_layers_modules_0_modules_mlp_layer_scale_parameters_scale_:
    name = "L_self_modules_encoder_transformer_modules_layers_modules_0_modules_mlp_layer_scale_parameters_scale_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.009999999776482582
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_5:
    name = "hidden_states_5"
    shape = [1, 134, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00012289189906217936
    std = 0.008268785044719722
    data = None
    min_val = -0.0354260616004467
    max_val = 0.03336535766720772


class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 134, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.3000386173385582
    std = 1.0951591505950464
    data = None
    min_val = -4.323304176330566
    max_val = 4.852485179901123


class Program_weight_tensor_meta_L_self_modules_encoder_transformer_modules_layers_modules_1_modules_input_layernorm_parameters_weight_:
    name = "L_self_modules_encoder_transformer_modules_layers_modules_1_modules_input_layernorm_parameters_weight_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_transformer_modules_layers_modules_1_modules_input_layernorm_parameters_bias_:
    name = "L_self_modules_encoder_transformer_modules_layers_modules_1_modules_input_layernorm_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
