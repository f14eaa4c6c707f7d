class Program_weight_tensor_meta_hidden_state_6:
    name = "hidden_state_6"
    shape = [1, 48, 112, 112]
    dtype = "torch.float32"
    device = "cpu"
    mean = -7.535197363366315e-07
    std = 5.6876356520180525e-06
    data = None
    min_val = -2.979583223350346e-05
    max_val = 2.6148280085180886e-05


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem2b_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem2b_modules_normalization_buffers_running_mean_"
    shape = [48]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem2b_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem2b_modules_normalization_buffers_running_var_"
    shape = [48]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem2b_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem2b_modules_normalization_parameters_weight_"
    shape = [48]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem2b_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_convolution_modules_stem2b_modules_normalization_parameters_bias_"
    shape = [48]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_embedding:
    name = "embedding"
    shape = [1, 48, 113, 113]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0015782675929474947
    std = 0.0023788021978195105
    data = None
    min_val = 0.0
    max_val = 0.02215232327580452
