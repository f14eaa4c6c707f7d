class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn2_buffers_weight_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn2_buffers_weight_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.83
    std = 1.532
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn2_buffers_bias_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn2_buffers_bias_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.118
    std = 4.862
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn2_buffers_running_var_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 52.719
    std = 102.186
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_0_modules_bn2_buffers_running_mean_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.21
    std = 8.996
    data = None
