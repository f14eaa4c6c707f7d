class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 12, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.03890977565426125
    std = 0.07254479543598655
    data = None
    min_val = -0.16997045278549194
    max_val = 0.4058104455471039


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.108
    data = None
