class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn1_buffers_weight_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn1_buffers_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.108
    std = 0.42
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn1_buffers_bias_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn1_buffers_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.008
    std = 1.044
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 15.228
    std = 4.924
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer2_modules_0_modules_bn1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -3.949
    std = 3.544
    data = None
