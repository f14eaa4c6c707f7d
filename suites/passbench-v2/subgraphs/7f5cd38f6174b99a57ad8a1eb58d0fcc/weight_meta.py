class Program_weight_tensor_meta_hidden_state_3:
    name = "hidden_state_3"
    shape = [1, 24, 112, 112]
    dtype = "torch.float32"
    device = "cpu"
    mean = 6.215036938624065e-05
    std = 0.00016807679629140558
    data = None
    min_val = -0.0008294224389828742
    max_val = 0.0008799443603493273


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem2a_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem2a_modules_normalization_buffers_running_mean_"
    shape = [24]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem2a_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem2a_modules_normalization_buffers_running_var_"
    shape = [24]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem2a_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem2a_modules_normalization_parameters_weight_"
    shape = [24]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem2a_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem2a_modules_normalization_parameters_bias_"
    shape = [24]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
