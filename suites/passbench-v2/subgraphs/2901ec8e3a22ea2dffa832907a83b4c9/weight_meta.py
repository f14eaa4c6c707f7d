class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 50, 12, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00015558128635548036
    std = 0.005622557755248376
    data = None
    min_val = -0.01782897114753723
    max_val = 0.017399899661540985


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.548889822773919e-05
    std = 0.03606985914487182
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
