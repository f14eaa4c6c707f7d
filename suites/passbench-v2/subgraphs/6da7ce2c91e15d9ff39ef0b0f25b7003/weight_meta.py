class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 197, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.3345709797661433e-09
    std = 0.9897708098847258
    data = None
    min_val = -4.632458686828613
    max_val = 4.136699676513672


class Program_weight_tensor_meta_attn_output_3:
    name = "attn_output_3"
    shape = [1, 197, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.94275235364205e-06
    std = 0.0008688716781588563
    data = None
    min_val = -0.0024338497314602137
    max_val = 0.003485153429210186


class Program_weight_tensor_meta_L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
