class Program_weight_tensor_meta_input_1:
    name = "input_1"
    shape = [1, 65, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.004762158997632818
    std = 0.06370593815383067
    data = None
    min_val = -0.16961809992790222
    max_val = 0.2078147977590561


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_mlp1_modules_1_parameters_weight_:
    name = "L_self_modules_sensor_encoder_modules_mlp1_modules_1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_mlp1_modules_1_parameters_bias_:
    name = "L_self_modules_sensor_encoder_modules_mlp1_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
