class Program_weight_tensor_meta_hidden_state_53:
    name = "hidden_state_53"
    shape = [1, 384, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.4700420231939673e-23
    std = 1.4699114244959989e-21
    data = None
    min_val = -6.5197123801400875e-21
    max_val = 6.251219569945605e-21


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_4_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_convolution_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_4_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_convolution_parameters_weight_"
    shape = [384, 384, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.436343888119642e-05
    std = 0.020018305225788253
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_4_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_4_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_buffers_running_mean_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_4_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_4_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_buffers_running_var_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_4_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_4_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_4_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_4_modules_layers_modules_1_modules_pointwise_convolution_modules_conv_symmetric_modules_0_modules_normalization_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_output_109:
    name = "output_109"
    shape = [1, 384, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.4700345869239868e-23
    std = 1.4699039753314922e-21
    data = None
    min_val = -6.519679260603843e-21
    max_val = 6.251188065996494e-21
