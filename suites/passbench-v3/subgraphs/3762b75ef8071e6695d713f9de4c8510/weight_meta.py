class Program_weight_tensor_meta_hidden_state_98:
    name = "hidden_state_98"
    shape = [1, 192, 28, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.0626801493683787e-39
    std = 4.491600757110106e-36
    data = None
    min_val = -2.708979249894327e-35
    max_val = 2.774057613288911e-35


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_mean_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_var_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_weight_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_70:
    name = "hidden_state_70"
    shape = [1, 512, 28, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.182805127994197e-19
    std = 6.457358694515213e-18
    data = None
    min_val = -4.702065509538078e-17
    max_val = 4.373715834512909e-17


class Program_weight_tensor_meta_hidden_state_75:
    name = "hidden_state_75"
    shape = [1, 192, 28, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.324146438173229e-21
    std = 8.524890174512694e-21
    data = None
    min_val = 0.0
    max_val = 7.391698878470926e-20


class Program_weight_tensor_meta_hidden_state_80:
    name = "hidden_state_80"
    shape = [1, 192, 28, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.715596759920157e-24
    std = 7.150044395431709e-24
    data = None
    min_val = 0.0
    max_val = 5.570640363147871e-23


class Program_weight_tensor_meta_hidden_state_85:
    name = "hidden_state_85"
    shape = [1, 192, 28, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.5081314312354914e-27
    std = 7.814591097787616e-27
    data = None
    min_val = 0.0
    max_val = 6.577564135968386e-26


class Program_weight_tensor_meta_hidden_state_90:
    name = "hidden_state_90"
    shape = [1, 192, 28, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.096075902613484e-30
    std = 6.029056953514987e-30
    data = None
    min_val = 0.0
    max_val = 5.144738466000946e-29


class Program_weight_tensor_meta_hidden_state_95:
    name = "hidden_state_95"
    shape = [1, 192, 28, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.9113774070712865e-33
    std = 3.3949537090749916e-33
    data = None
    min_val = 0.0
    max_val = 2.3056954349394538e-32
