class Program_weight_tensor_meta_hidden_states_23:
    name = "hidden_states_23"
    shape = [1, 12, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0018646920027928597
    std = 1.1446595924802208
    data = None
    min_val = -3.635324478149414
    max_val = 3.784910202026367


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_attention_modules_self_modules_key_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_3_modules_attention_modules_self_modules_key_parameters_weight_"
    shape = [128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.079
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_attention_modules_self_modules_key_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_3_modules_attention_modules_self_modules_key_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.004
    std = 0.031
    data = None
