class Program_weight_tensor_meta_attn_output_54:
    name = "attn_output_54"
    shape = [2, 7, 12, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0008310653382964503
    std = 0.08333967232820928
    data = None
    min_val = -0.23383848369121552
    max_val = 0.23600779473781586


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.001
    std = 0.175
    data = None
