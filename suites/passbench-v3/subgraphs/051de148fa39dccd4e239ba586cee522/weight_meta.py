class Program_weight_tensor_meta_hidden_state_22:
    name = "hidden_state_22"
    shape = [1, 192, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.734448961475625e-19
    std = 6.93147382687664e-16
    data = None
    min_val = -2.986354415981333e-15
    max_val = 3.870152828311206e-15


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_convolution_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_convolution_parameters_weight_"
    shape = [192, 192, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.9480830136873706e-05
    std = 0.020070723152687566
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_buffers_running_mean_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_buffers_running_var_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_parameters_weight_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_parameters_bias_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_output_58:
    name = "output_58"
    shape = [1, 192, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.734415078196665e-19
    std = 6.931438707793572e-16
    data = None
    min_val = -2.986339381146519e-15
    max_val = 3.870133346553419e-15
