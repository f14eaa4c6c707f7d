class Program_weight_tensor_meta_getitem_15:
    name = "getitem_15"
    shape = [1, 256, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.936990385162354e-23
    std = 1.0509217390121046e-21
    data = None
    min_val = -3.632919896989644e-21
    max_val = 4.350485345888758e-21


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_conv2_modules_conv_parameters_weight_"
    shape = [128, 256, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.589027761419835e-05
    std = 0.00996744997532593
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_conv2_modules_norm_buffers_running_var_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_conv2_modules_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_conv2_modules_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_421:
    name = "hidden_state_421"
    shape = [1, 128, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.184149761582517e-29
    std = 6.85214128460681e-28
    data = None
    min_val = -3.273864816118541e-27
    max_val = 2.5393472983593202e-27
