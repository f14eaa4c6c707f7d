class Program_weight_tensor_meta_attn_output_5:
    name = "attn_output_5"
    shape = [1, 34, 8, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0004493508161636223
    std = 0.02521327906257164
    data = None
    min_val = -0.07233110815286636
    max_val = 0.06832832843065262


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.043
    data = None
