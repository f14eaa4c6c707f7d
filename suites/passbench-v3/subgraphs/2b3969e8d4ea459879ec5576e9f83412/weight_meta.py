class Program_weight_tensor_meta_getitem_13:
    name = "getitem_13"
    shape = [1, 256, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.929129160890269e-26
    std = 2.6482217953197145e-24
    data = None
    min_val = -9.241321700073237e-24
    max_val = 9.180468969844488e-24


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_conv_parameters_weight_"
    shape = [128, 256, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -8.453524069035052e-05
    std = 0.010008562808651263
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_norm_buffers_running_var_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_0_modules_csp_rep1_modules_conv2_modules_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_361:
    name = "hidden_state_361"
    shape = [1, 128, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.077050059190011e-31
    std = 1.5917101792385957e-30
    data = None
    min_val = -6.057270103798523e-30
    max_val = 5.55119928514805e-30
