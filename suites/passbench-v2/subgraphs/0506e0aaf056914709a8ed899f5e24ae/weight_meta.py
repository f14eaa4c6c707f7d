class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_1_modules_bn1_buffers_weight_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_1_modules_bn1_buffers_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.907
    std = 0.539
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_1_modules_bn1_buffers_bias_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_1_modules_bn1_buffers_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.362
    std = 1.011
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_1_modules_bn1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 10.392
    std = 6.136
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_layer1_modules_1_modules_bn1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.493
    std = 3.586
    data = None
