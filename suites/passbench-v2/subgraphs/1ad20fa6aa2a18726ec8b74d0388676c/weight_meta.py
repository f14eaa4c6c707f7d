class Program_weight_tensor_meta_hidden_state_221:
    name = "hidden_state_221"
    shape = [1, 256, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 8.018078654833972e-24
    std = 1.6375101994855476e-22
    data = None
    min_val = -5.09218978702634e-22
    max_val = 6.193674375720267e-22


class Program_weight_tensor_meta_L_self_modules_encoder_modules_lateral_convs_modules_0_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_lateral_convs_modules_0_modules_norm_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_lateral_convs_modules_0_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_lateral_convs_modules_0_modules_norm_buffers_running_var_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_lateral_convs_modules_0_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_lateral_convs_modules_0_modules_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0004299612356204463
    std = 0.009352678708973784
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_lateral_convs_modules_0_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_lateral_convs_modules_0_modules_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
