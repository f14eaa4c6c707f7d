class Program_weight_tensor_meta_hidden_state_59:
    name = "hidden_state_59"
    shape = [1, 96, 56, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.6292118068691277e-20
    std = 1.654196515983113e-19
    data = None
    min_val = -5.061691876140612e-19
    max_val = 4.956933070475951e-19


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_buffers_running_mean_"
    shape = [96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_buffers_running_var_"
    shape = [96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_parameters_weight_"
    shape = [96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_43:
    name = "hidden_state_43"
    shape = [1, 128, 56, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.4714272121626434e-14
    std = 3.746015778110941e-13
    data = None
    min_val = -3.153563998478659e-12
    max_val = 2.1701973985238654e-12


class Program_weight_tensor_meta_hidden_state_46:
    name = "hidden_state_46"
    shape = [1, 96, 56, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.6233813141045666e-14
    std = 2.874909503138605e-14
    data = None
    min_val = 0.0
    max_val = 1.844644093506806e-13


class Program_weight_tensor_meta_hidden_state_49:
    name = "hidden_state_49"
    shape = [1, 96, 56, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.7654333085093209e-15
    std = 2.43974744968019e-15
    data = None
    min_val = 0.0
    max_val = 1.2649589187262774e-14


class Program_weight_tensor_meta_hidden_state_52:
    name = "hidden_state_52"
    shape = [1, 96, 56, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.3257179413010084e-16
    std = 2.146419715325641e-16
    data = None
    min_val = 0.0
    max_val = 1.3996890169319068e-15


class Program_weight_tensor_meta_hidden_state_55:
    name = "hidden_state_55"
    shape = [1, 96, 56, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = 6.753766024038429e-18
    std = 1.3478944773264871e-17
    data = None
    min_val = 0.0
    max_val = 7.601296829717243e-17


class Program_weight_tensor_meta_hidden_state_58:
    name = "hidden_state_58"
    shape = [1, 96, 56, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.673923379568262e-19
    std = 1.0711664789571615e-18
    data = None
    min_val = 0.0
    max_val = 6.0716512799270325e-18
