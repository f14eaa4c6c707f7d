class Program_weight_tensor_meta_hidden_states_92:
    name = "hidden_states_92"
    shape = [1, 128, 3072]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0054343304004906105
    std = 0.05606373415850503
    data = None
    min_val = -0.15614894032478333
    max_val = 0.3426264822483063


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_dense_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.2725836752174205e-05
    std = 0.019986481725385606
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_dense_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_90:
    name = "hidden_states_90"
    shape = [1, 128, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0983652297865316e-09
    std = 1.000005053221749
    data = None
    min_val = -4.2516188621521
    max_val = 4.365731716156006


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
