class Program_weight_tensor_meta_attn_output_1:
    name = "attn_output_1"
    shape = [1, 576, 12, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0017408246310171658
    std = 0.03886871746435518
    data = None
    min_val = -0.12723179161548615
    max_val = 0.12060020864009857


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.004
    std = 0.398
    data = None
