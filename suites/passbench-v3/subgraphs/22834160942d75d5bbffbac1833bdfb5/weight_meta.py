class Program_weight_tensor_meta_hidden_state_250:
    name = "hidden_state_250"
    shape = [1, 128, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.209193137971167e-25
    std = 1.2992164088096711e-24
    data = None
    min_val = -5.1240649425248075e-24
    max_val = 3.8780630870327454e-24


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_conv_parameters_weight_"
    shape = [128, 128, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.4111114140928396e-05
    std = 0.010126662134872422
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_norm_buffers_running_var_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep2_modules_conv2_modules_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_268:
    name = "hidden_state_268"
    shape = [1, 128, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.470627782960476e-32
    std = 6.210557055949925e-31
    data = None
    min_val = -2.0187509279891824e-30
    max_val = 2.6556636718409827e-30
