class Program_weight_tensor_meta_hidden_state_32:
    name = "hidden_state_32"
    shape = [1, 48, 56, 112]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.481276535246997e-15
    std = 4.492649393559067e-15
    data = None
    min_val = -9.010226579057e-15
    max_val = 2.629592947740473e-14


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_buffers_running_mean_"
    shape = [48]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_buffers_running_var_"
    shape = [48]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_parameters_weight_"
    shape = [48]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_parameters_bias_"
    shape = [48]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_hidden_state_16:
    name = "hidden_state_16"
    shape = [1, 48, 56, 112]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.1516976683067806e-08
    std = 9.010951850013999e-08
    data = None
    min_val = -7.000274422352959e-07
    max_val = 1.6792817802979698e-07


class Program_weight_tensor_meta_hidden_state_19:
    name = "hidden_state_19"
    shape = [1, 48, 56, 112]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.058200801696928e-09
    std = 3.2841576919968183e-09
    data = None
    min_val = 0.0
    max_val = 1.9609906587447767e-08


class Program_weight_tensor_meta_hidden_state_22:
    name = "hidden_state_22"
    shape = [1, 48, 56, 112]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.3486796850721845e-10
    std = 1.8773267879143024e-10
    data = None
    min_val = 0.0
    max_val = 1.0405124539758503e-09


class Program_weight_tensor_meta_hidden_state_25:
    name = "hidden_state_25"
    shape = [1, 48, 56, 112]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.537201575974935e-12
    std = 8.63203468182348e-12
    data = None
    min_val = 0.0
    max_val = 6.346143749391686e-11


class Program_weight_tensor_meta_hidden_state_28:
    name = "hidden_state_28"
    shape = [1, 48, 56, 112]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 4.245740079903063e-13
    std = 4.738355620218177e-13
    data = None
    min_val = 0.0
    max_val = 2.7472553312118952e-12


class Program_weight_tensor_meta_hidden_state_31:
    name = "hidden_state_31"
    shape = [1, 48, 56, 112]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 4.090274862024537e-14
    std = 3.9552551632337195e-14
    data = None
    min_val = 0.0
    max_val = 2.1113339754904453e-13
