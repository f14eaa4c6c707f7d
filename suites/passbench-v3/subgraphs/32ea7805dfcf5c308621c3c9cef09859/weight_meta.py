class Program_weight_tensor_meta_hidden_state_96:
    name = "hidden_state_96"
    shape = [1, 192, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.7988262899078183e-36
    std = 2.189554831431346e-34
    data = None
    min_val = -1.373708136803361e-33
    max_val = 1.1585973542131864e-33


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_mean_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_var_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_weight_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_68:
    name = "hidden_state_68"
    shape = [1, 512, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.6802134196655725e-17
    std = 5.491102863372478e-16
    data = None
    min_val = -3.722074104955736e-15
    max_val = 3.1066739638311485e-15


class Program_weight_tensor_meta_hidden_state_73:
    name = "hidden_state_73"
    shape = [1, 192, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.143199759753399e-19
    std = 5.477715489967127e-19
    data = None
    min_val = 0.0
    max_val = 4.937756645732711e-18


class Program_weight_tensor_meta_hidden_state_78:
    name = "hidden_state_78"
    shape = [1, 192, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.1751861623911823e-22
    std = 3.6531341465209084e-22
    data = None
    min_val = 0.0
    max_val = 3.0190892784738595e-21


class Program_weight_tensor_meta_hidden_state_83:
    name = "hidden_state_83"
    shape = [1, 192, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.7293055019486223e-25
    std = 2.9845110513582176e-25
    data = None
    min_val = 0.0
    max_val = 2.4966893475459106e-24


class Program_weight_tensor_meta_hidden_state_88:
    name = "hidden_state_88"
    shape = [1, 192, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0102216664163782e-28
    std = 2.0109376378344653e-28
    data = None
    min_val = 0.0
    max_val = 1.9663731250684067e-27


class Program_weight_tensor_meta_hidden_state_93:
    name = "hidden_state_93"
    shape = [1, 192, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = 9.18032042819277e-32
    std = 1.6934882523386465e-31
    data = None
    min_val = 0.0
    max_val = 1.6717528949484807e-30
