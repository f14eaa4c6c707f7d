class Program_weight_tensor_meta_L_self_modules_decoder_transformer_modules_layers_modules_0_modules_mlp_layer_scale_parameters_scale_:
    name = "L_self_modules_decoder_transformer_modules_layers_modules_0_modules_mlp_layer_scale_parameters_scale_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.009999999776482582
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_7:
    name = "hidden_states_7"
    shape = [1, 144, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00012958866233795754
    std = 0.008275736051528693
    data = None
    min_val = -0.037759117782115936
    max_val = 0.03996783494949341


class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [1, 144, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0005551508236636415
    std = 0.14076214554850924
    data = None
    min_val = -1.2337290048599243
    max_val = 1.1747020483016968


class Program_weight_tensor_meta_L_self_modules_decoder_transformer_modules_layers_modules_1_modules_input_layernorm_parameters_weight_:
    name = "L_self_modules_decoder_transformer_modules_layers_modules_1_modules_input_layernorm_parameters_weight_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_transformer_modules_layers_modules_1_modules_input_layernorm_parameters_bias_:
    name = "L_self_modules_decoder_transformer_modules_layers_modules_1_modules_input_layernorm_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
