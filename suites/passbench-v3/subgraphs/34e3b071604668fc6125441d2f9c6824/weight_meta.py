class Program_weight_tensor_meta_hidden_states_178:
    name = "hidden_states_178"
    shape = [1, 128, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.9269177239954875e-05
    std = 0.012436971183232367
    data = None
    min_val = -0.05711406469345093
    max_val = 0.05535166338086128


class Program_weight_tensor_meta_hidden_states_174:
    name = "hidden_states_174"
    shape = [1, 128, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -8.352281088974678e-10
    std = 1.0000050478655116
    data = None
    min_val = -5.3383660316467285
    max_val = 4.249664783477783


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_text_model_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
