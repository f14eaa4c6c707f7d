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
    shape = [1, 17, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00017044289328914467
    std = 0.008175527978100608
    data = None
    min_val = -0.033014748245477676
    max_val = 0.04125071316957474


class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 17, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.05473126508592476
    std = 1.507547206664893
    data = None
    min_val = -5.940383434295654
    max_val = 5.747493743896484


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
