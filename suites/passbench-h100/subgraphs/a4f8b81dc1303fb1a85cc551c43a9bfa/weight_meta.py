class Program_weight_tensor_meta_query:
    name = "query"
    shape = [65, 1, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.017757660144203467
    std = 0.07517413820460989
    data = None
    min_val = -0.3026621341705322
    max_val = 0.1949441283941269


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_attn_parameters_in_proj_weight_:
    name = "L_self_modules_sensor_encoder_modules_attn_parameters_in_proj_weight_"
    shape = [192, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.088
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_attn_parameters_in_proj_bias_:
    name = "L_self_modules_sensor_encoder_modules_attn_parameters_in_proj_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_sensor_encoder_modules_attn_modules_out_proj_parameters_weight_"
    shape = [64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_sensor_encoder_modules_attn_modules_out_proj_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_4:
    name = "input_4"
    shape = [1, 65, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.017757660144203467
    std = 0.07517413820460989
    data = None
    min_val = -0.3026621341705322
    max_val = 0.1949441283941269


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_norm_eps:
    name = "L_self_modules_sensor_encoder_modules_norm_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [1e-05]
