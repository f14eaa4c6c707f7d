class Program_weight_tensor_meta_fused_feature_map:
    name = "fused_feature_map"
    shape = [1, 512, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.5307325395897404e-23
    std = 1.7721801864550625e-22
    data = None
    min_val = -1.4970356529301784e-21
    max_val = 1.3819448605827186e-21


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_conv_parameters_weight_"
    shape = [256, 512, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.7681659627832034e-06
    std = 0.010015629045377108
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_norm_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0013913516719696872
    std = 0.0099928019341241
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_conv2_modules_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_9:
    name = "input_9"
    shape = [1, 256, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.3846308661816085e-40
    std = 8.188563801768806e-39
    data = None
    min_val = -4.3546277438477074e-38
    max_val = 6.607612713754026e-38
