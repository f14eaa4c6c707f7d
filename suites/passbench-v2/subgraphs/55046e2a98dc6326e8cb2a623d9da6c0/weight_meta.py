class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 3601, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.9590145133843105e-09
    std = 0.9998440100796276
    data = None
    min_val = -3.250912666320801
    max_val = 3.592123031616211


class Program_weight_tensor_meta_attn_output_4:
    name = "attn_output_4"
    shape = [1, 3601, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.2720601877513019e-05
    std = 0.008028449143997949
    data = None
    min_val = -0.023983603343367577
    max_val = 0.02452481910586357


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
