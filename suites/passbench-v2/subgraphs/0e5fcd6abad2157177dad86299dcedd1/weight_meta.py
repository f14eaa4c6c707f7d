class Program_weight_tensor_meta_hidden_states_88:
    name = "hidden_states_88"
    shape = [1, 128, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.004829105896662116
    std = 0.05592279997665168
    data = None
    min_val = -0.15345431864261627
    max_val = 0.36578476428985596


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0394331495441693e-05
    std = 0.019983133485162195
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
