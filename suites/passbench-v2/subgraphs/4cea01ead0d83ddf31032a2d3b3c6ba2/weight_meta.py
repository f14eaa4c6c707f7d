class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn1_buffers_weight_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn1_buffers_weight_"
    shape = [512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.77
    std = 0.352
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn1_buffers_bias_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn1_buffers_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -2.062
    std = 1.031
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn1_buffers_running_var_"
    shape = [512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 253.178
    std = 58.366
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer4_modules_0_modules_bn1_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -15.758
    std = 8.123
    data = None
