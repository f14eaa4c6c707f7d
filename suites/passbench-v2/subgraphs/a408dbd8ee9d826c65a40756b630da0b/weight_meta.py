class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_bn1_buffers_weight_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_bn1_buffers_weight_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.259
    std = 1.803
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_bn1_buffers_bias_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_bn1_buffers_bias_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 3.082
    std = 5.32
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_bn1_buffers_running_var_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_bn1_buffers_running_var_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 35.427
    std = 131.161
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_conv_encoder_modules_model_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_conv_encoder_modules_model_modules_bn1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.003
    std = 0.099
    data = None


class Program_weight_tensor_meta_x:
    name = "x"
    shape = [1, 64, 400, 400]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0014426364637708843
    std = 0.09414719438562173
    data = None
    min_val = -0.23069965839385986
    max_val = 0.26643210649490356
