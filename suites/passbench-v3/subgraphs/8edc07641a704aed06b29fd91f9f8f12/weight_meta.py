class Program_weight_tensor_meta_ffn_output_5:
    name = "ffn_output_5"
    shape = [1, 17, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00043220310480846283
    std = 0.012423904447934382
    data = None
    min_val = -0.04811405390501022
    max_val = 0.04451189190149307


class Program_weight_tensor_meta_layernormed_context_layer_1:
    name = "layernormed_context_layer_1"
    shape = [1, 17, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -2.232515244566671e-09
    std = 1.0000382788301978
    data = None
    min_val = -3.752544641494751
    max_val = 3.788923501968384


class Program_weight_tensor_meta_L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_full_layer_layer_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_full_layer_layer_norm_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_full_layer_layer_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_full_layer_layer_norm_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
