class Program_weight_tensor_meta_fused_feature_map_1:
    name = "fused_feature_map_1"
    shape = [1, 512, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.1951302027924845e-19
    std = 2.7762384433805474e-18
    data = None
    min_val = -1.8371575525684338e-17
    max_val = 2.109396588793926e-17


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_conv_parameters_weight_"
    shape = [256, 512, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 4.505712299810122e-05
    std = 0.00999888835373691
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_norm_buffers_running_var_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0007878821707997252
    std = 0.009908730116400671
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_conv2_modules_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_12:
    name = "input_12"
    shape = [1, 256, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.5358492172403753e-36
    std = 2.3213577157774484e-34
    data = None
    min_val = -1.4102886944814851e-33
    max_val = 1.2895510064791394e-33
