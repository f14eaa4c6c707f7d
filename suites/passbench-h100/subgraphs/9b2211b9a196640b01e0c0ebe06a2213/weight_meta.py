class Program_weight_tensor_meta_hidden_states_46:
    name = "hidden_states_46"
    shape = [2, 7, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0028653183594001133
    std = 0.02083681191667306
    data = None
    min_val = -0.06826451420783997
    max_val = 0.08018681406974792


class Program_weight_tensor_meta_hidden_states_42:
    name = "hidden_states_42"
    shape = [2, 7, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.010837690695111524
    std = 0.550044442059837
    data = None
    min_val = -2.3499255180358887
    max_val = 2.3468523025512695


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_5_modules_output_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_5_modules_output_modules_LayerNorm_parameters_weight_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.643
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_5_modules_output_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_5_modules_output_modules_LayerNorm_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.01
    std = 0.023
    data = None
