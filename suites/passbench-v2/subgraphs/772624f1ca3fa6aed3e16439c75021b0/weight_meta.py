class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 50, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.70220950192864e-10
    std = 0.9962027246278417
    data = None
    min_val = -4.4416303634643555
    max_val = 3.8860809803009033


class Program_weight_tensor_meta_attn_output_4:
    name = "attn_output_4"
    shape = [1, 50, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -5.082364270444136e-06
    std = 0.0011391809496140515
    data = None
    min_val = -0.0032027638517320156
    max_val = 0.003946642857044935


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
