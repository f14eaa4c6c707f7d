class Program_weight_tensor_meta_input_5:
    name = "input_5"
    shape = [1, 15, 15, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00032004662234636345
    std = 0.0005521575401884665
    data = None
    min_val = 0.0
    max_val = 0.006475865840911865


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_"
    shape = [6, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0005754724340567563
    std = 0.020140137206613642
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_self_buffers_relative_position_index_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_self_buffers_relative_position_index_"
    shape = [64, 64]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 224
