class Program_weight_tensor_meta_hidden_state_135:
    name = "hidden_state_135"
    shape = [1, 192, 28, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.9529291433619145e-39
    std = 3.7812693617115713e-38
    data = None
    min_val = -2.1305830624498875e-37
    max_val = 1.8580491203823168e-37


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_mean_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_var_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_weight_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_bias_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_107:
    name = "hidden_state_107"
    shape = [1, 1024, 28, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.2387330404748371e-20
    std = 1.9228885362963258e-20
    data = None
    min_val = 0.0
    max_val = 1.3996416829689195e-19


class Program_weight_tensor_meta_hidden_state_112:
    name = "hidden_state_112"
    shape = [1, 192, 28, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.438891129608686e-23
    std = 4.0630201130303834e-23
    data = None
    min_val = 0.0
    max_val = 3.2745903952182425e-22


class Program_weight_tensor_meta_hidden_state_117:
    name = "hidden_state_117"
    shape = [1, 192, 28, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.4877155993406475e-26
    std = 4.798400229547583e-26
    data = None
    min_val = 0.0
    max_val = 4.0016939104408548e-25


class Program_weight_tensor_meta_hidden_state_122:
    name = "hidden_state_122"
    shape = [1, 192, 28, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.8310673312293782e-29
    std = 3.5222988170000524e-29
    data = None
    min_val = 0.0
    max_val = 2.6364360750095543e-28


class Program_weight_tensor_meta_hidden_state_127:
    name = "hidden_state_127"
    shape = [1, 192, 28, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.7623634325957622e-32
    std = 3.76576982217909e-32
    data = None
    min_val = 0.0
    max_val = 3.3245333580944637e-31


class Program_weight_tensor_meta_hidden_state_132:
    name = "hidden_state_132"
    shape = [1, 192, 28, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.2981306202491994e-35
    std = 2.5635079989952733e-35
    data = None
    min_val = 0.0
    max_val = 1.7520115373801215e-34
