class Program_weight_tensor_meta_hidden_state_15:
    name = "hidden_state_15"
    shape = [1, 96, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.506876797210386e-15
    std = 3.0712022967874496e-12
    data = None
    min_val = -1.57050535770642e-11
    max_val = 1.7620243805693825e-11


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_convolution_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_convolution_parameters_weight_"
    shape = [96, 96, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00024399959842447757
    std = 0.019910920391833477
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_buffers_running_mean_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_buffers_running_var_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_parameters_weight_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_parameters_bias_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_output_40:
    name = "output_40"
    shape = [1, 96, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.506843583501897e-15
    std = 3.0711867358247364e-12
    data = None
    min_val = -1.5704973779784304e-11
    max_val = 1.762015533479655e-11
