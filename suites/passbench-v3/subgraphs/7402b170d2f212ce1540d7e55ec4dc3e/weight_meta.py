class Program_weight_tensor_meta_attn_output_5:
    name = "attn_output_5"
    shape = [1, 33, 8, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0014514354685801352
    std = 0.02692991592517391
    data = None
    min_val = -0.08896063268184662
    max_val = 0.09409485757350922


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.001
    std = 0.053
    data = None
