class Program_weight_tensor_meta_hidden_states_126:
    name = "hidden_states_126"
    shape = [1, 325, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.063095385517736e-06
    std = 0.0009045768642281763
    data = None
    min_val = -0.003123087342828512
    max_val = 0.0033161260653287172


class Program_weight_tensor_meta_hidden_states_124:
    name = "hidden_states_124"
    shape = [1, 325, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.2894599720320212e-10
    std = 1.0000019802346822
    data = None
    min_val = -4.346991062164307
    max_val = 4.748788833618164


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_5_modules_attention_modules_output_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_5_modules_attention_modules_output_modules_LayerNorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_5_modules_attention_modules_output_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_5_modules_attention_modules_output_modules_LayerNorm_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
