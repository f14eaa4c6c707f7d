class Program_weight_tensor_meta_temporal_embedding:
    name = "temporal_embedding"
    shape = [1, 1568, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.286801686880618e-05
    std = 0.022539626911747747
    data = None
    min_val = -0.10862091183662415
    max_val = 0.1104511097073555


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_temporal_layernorm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_temporal_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_temporal_layernorm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_temporal_layernorm_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
