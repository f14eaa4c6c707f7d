class Program_weight_tensor_meta_hidden_states_34:
    name = "hidden_states_34"
    shape = [1, 48, 56, 56]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -7.718485196532069e-11
    std = 2.72170427601819e-08
    data = None
    min_val = -1.3617245997465943e-07
    max_val = 1.41799830544187e-07


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_1_modules_layers_modules_0_modules_pointwise_convolution_modules_conv_symmetric_modules_2_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_1_modules_layers_modules_0_modules_pointwise_convolution_modules_conv_symmetric_modules_2_modules_normalization_buffers_running_mean_"
    shape = [48]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_1_modules_layers_modules_0_modules_pointwise_convolution_modules_conv_symmetric_modules_2_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_1_modules_layers_modules_0_modules_pointwise_convolution_modules_conv_symmetric_modules_2_modules_normalization_buffers_running_var_"
    shape = [48]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_1_modules_layers_modules_0_modules_pointwise_convolution_modules_conv_symmetric_modules_2_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_1_modules_layers_modules_0_modules_pointwise_convolution_modules_conv_symmetric_modules_2_modules_normalization_parameters_weight_"
    shape = [48]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_1_modules_layers_modules_0_modules_pointwise_convolution_modules_conv_symmetric_modules_2_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_1_modules_layers_modules_0_modules_pointwise_convolution_modules_conv_symmetric_modules_2_modules_normalization_parameters_bias_"
    shape = [48]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_output_13:
    name = "output_13"
    shape = [1, 48, 56, 56]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.870680781360607e-10
    std = 3.895377213250415e-08
    data = None
    min_val = -2.0755531693339435e-07
    max_val = 2.214308949533006e-07
