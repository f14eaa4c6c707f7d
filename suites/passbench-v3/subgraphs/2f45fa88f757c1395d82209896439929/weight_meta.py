class Program_weight_tensor_meta_hidden_state_428:
    name = "hidden_state_428"
    shape = [1, 128, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.404061440021507e-27
    std = 5.670170722406615e-25
    data = None
    min_val = -2.420692854519634e-24
    max_val = 2.141606093596471e-24


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_conv_parameters_weight_"
    shape = [128, 128, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.620347382238877e-06
    std = 0.010065093957348017
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_norm_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_conv2_modules_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_446:
    name = "hidden_state_446"
    shape = [1, 128, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.483739063837885e-33
    std = 2.8390154927292656e-31
    data = None
    min_val = -9.90760993731806e-31
    max_val = 1.018345426286846e-30
