class Program_weight_tensor_meta_hidden_state_133:
    name = "hidden_state_133"
    shape = [1, 192, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.523448841655442e-38
    std = 1.615042275370031e-36
    data = None
    min_val = -9.936949372194124e-36
    max_val = 8.827694960299856e-36


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_mean_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_var_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_weight_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_bias_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_105:
    name = "hidden_state_105"
    shape = [1, 1024, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.1601966507663144e-18
    std = 1.7643562482947464e-18
    data = None
    min_val = 0.0
    max_val = 1.1563035360148116e-17


class Program_weight_tensor_meta_hidden_state_110:
    name = "hidden_state_110"
    shape = [1, 192, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.0202453932743215e-21
    std = 3.635556493386039e-21
    data = None
    min_val = 0.0
    max_val = 2.831525186004537e-20


class Program_weight_tensor_meta_hidden_state_115:
    name = "hidden_state_115"
    shape = [1, 192, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.7366271085085553e-24
    std = 3.1410860272812548e-24
    data = None
    min_val = 0.0
    max_val = 2.5941025069588967e-23


class Program_weight_tensor_meta_hidden_state_120:
    name = "hidden_state_120"
    shape = [1, 192, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.18585719673109e-27
    std = 2.3698581755535024e-27
    data = None
    min_val = 0.0
    max_val = 1.9343835442479314e-26


class Program_weight_tensor_meta_hidden_state_125:
    name = "hidden_state_125"
    shape = [1, 192, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.778744161472418e-31
    std = 1.4638588560608454e-30
    data = None
    min_val = 0.0
    max_val = 1.2612071106808569e-29


class Program_weight_tensor_meta_hidden_state_130:
    name = "hidden_state_130"
    shape = [1, 192, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.723523962540383e-34
    std = 1.3858986850446857e-33
    data = None
    min_val = 0.0
    max_val = 1.592265432095948e-32
