class Program_weight_tensor_meta_input_3:
    name = "input_3"
    shape = [1, 65, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.20546978491815934
    std = 0.5918779668313846
    data = None
    min_val = -0.2784644663333893
    max_val = 3.2138278484344482


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_mlp1_modules_3_parameters_weight_:
    name = "L_self_modules_sensor_encoder_modules_mlp1_modules_3_parameters_weight_"
    shape = [64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_mlp1_modules_3_parameters_bias_:
    name = "L_self_modules_sensor_encoder_modules_mlp1_modules_3_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002
    std = 0.067
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_attn_dropout:
    name = "L_self_modules_sensor_encoder_modules_attn_dropout"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0]
