class Program_weight_tensor_meta_node_in:
    name = "node_in"
    shape = [1, 65, 5]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.021354707000920407
    std = 0.19314405538355345
    data = None
    min_val = -0.5307103395462036
    max_val = 0.5997570157051086


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_mlp1_modules_0_parameters_weight_:
    name = "L_self_modules_sensor_encoder_modules_mlp1_modules_0_parameters_weight_"
    shape = [64, 5]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.013
    std = 0.249
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_mlp1_modules_0_parameters_bias_:
    name = "L_self_modules_sensor_encoder_modules_mlp1_modules_0_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.003
    std = 0.258
    data = None


class Program_weight_tensor_meta_L_self_modules_sensor_encoder_modules_mlp1_modules_1_eps:
    name = "L_self_modules_sensor_encoder_modules_mlp1_modules_1_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [1e-05]
