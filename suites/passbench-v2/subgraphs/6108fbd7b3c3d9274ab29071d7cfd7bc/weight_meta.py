class Program_weight_tensor_meta_attn_output_1:
    name = "attn_output_1"
    shape = [1, 1024, 16, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001802670228908735
    std = 0.020975543700474247
    data = None
    min_val = -0.06937552988529205
    max_val = 0.06028366461396217


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.016
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.006
    std = 0.423
    data = None
