class Program_weight_tensor_meta_variance_51:
    name = "variance_51"
    shape = [1, 77, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.0805057005264326e-05
    std = 1.9268868386482076e-05
    data = None
    min_val = 3.09754723275546e-05
    max_val = 0.00018217232718598098


class Program_weight_tensor_meta_hidden_states_154:
    name = "hidden_states_154"
    shape = [1, 77, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.99527573810622e-05
    std = 0.006387742195825007
    data = None
    min_val = -0.041229188442230225
    max_val = 0.03925101459026337


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_rms_norm2_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_rms_norm2_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
