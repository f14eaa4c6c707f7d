class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [2, 7, 1536]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.04082311898575669
    std = 0.062496544962014684
    data = None
    min_val = -0.1679123044013977
    max_val = 0.32263147830963135


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_"
    shape = [384, 1536]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.045
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.074
    data = None
