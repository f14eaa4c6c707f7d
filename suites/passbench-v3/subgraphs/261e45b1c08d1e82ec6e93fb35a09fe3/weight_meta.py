class Program_weight_tensor_meta_hidden_state_1:
    name = "hidden_state_1"
    shape = [1, 16, 112, 112]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.990357120022697e-05
    std = 0.0021224330631962897
    data = None
    min_val = -0.01037069596350193
    max_val = 0.012108500115573406


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_0_modules_layers_modules_0_modules_pointwise_convolution_modules_conv_symmetric_modules_2_modules_convolution_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_0_modules_layers_modules_0_modules_pointwise_convolution_modules_conv_symmetric_modules_2_modules_convolution_parameters_weight_"
    shape = [32, 16, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0005367832259537408
    std = 0.020241407606964325
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_0_modules_layers_modules_0_modules_pointwise_convolution_modules_conv_symmetric_modules_2_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_0_modules_layers_modules_0_modules_pointwise_convolution_modules_conv_symmetric_modules_2_modules_normalization_buffers_running_mean_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_0_modules_layers_modules_0_modules_pointwise_convolution_modules_conv_symmetric_modules_2_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_0_modules_layers_modules_0_modules_pointwise_convolution_modules_conv_symmetric_modules_2_modules_normalization_buffers_running_var_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_0_modules_layers_modules_0_modules_pointwise_convolution_modules_conv_symmetric_modules_2_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_0_modules_layers_modules_0_modules_pointwise_convolution_modules_conv_symmetric_modules_2_modules_normalization_parameters_weight_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_0_modules_layers_modules_0_modules_pointwise_convolution_modules_conv_symmetric_modules_2_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_0_modules_layers_modules_0_modules_pointwise_convolution_modules_conv_symmetric_modules_2_modules_normalization_parameters_bias_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_output_6:
    name = "output_6"
    shape = [1, 32, 112, 112]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -8.621603068028821e-07
    std = 5.182751944436731e-05
    data = None
    min_val = -0.00033045641612261534
    max_val = 0.0003080222522839904
