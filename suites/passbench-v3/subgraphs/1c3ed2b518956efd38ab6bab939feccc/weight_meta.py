class Program_weight_tensor_meta_hidden_states_46:
    name = "hidden_states_46"
    shape = [1, 12, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0025171383617185305
    std = 0.037085887800301996
    data = None
    min_val = -0.16870570182800293
    max_val = 0.11966519802808762


class Program_weight_tensor_meta_hidden_states_42:
    name = "hidden_states_42"
    shape = [1, 12, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.06514512274689019
    std = 0.706789712887114
    data = None
    min_val = -3.078108549118042
    max_val = 2.8055694103240967


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_5_modules_output_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_5_modules_output_modules_LayerNorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.674
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_5_modules_output_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_5_modules_output_modules_LayerNorm_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.033
    std = 0.065
    data = None
