class Program_weight_tensor_meta_hidden_states_105:
    name = "hidden_states_105"
    shape = [1, 257, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.8183624950740785e-05
    std = 0.01236001399153417
    data = None
    min_val = -0.05496994033455849
    max_val = 0.05799320712685585


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_11_modules_layer_scale2_parameters_lambda1_:
    name = "L_self_modules_encoder_modules_layer_modules_11_modules_layer_scale2_parameters_lambda1_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_101:
    name = "hidden_states_101"
    shape = [1, 257, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0005972000296893854
    std = 0.04608537752643851
    data = None
    min_val = -0.21901120245456696
    max_val = 0.19137968122959137


class Program_weight_tensor_meta_L_self_modules_layernorm_parameters_weight_:
    name = "L_self_modules_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layernorm_parameters_bias_:
    name = "L_self_modules_layernorm_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
