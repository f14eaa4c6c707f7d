class Program_weight_tensor_meta_attn_output_14:
    name = "attn_output_14"
    shape = [1, 36, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.003583885760488465
    std = 0.027823583113419686
    data = None
    min_val = -0.0870201513171196
    max_val = 0.0855196863412857


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.038
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.034
    data = None
