class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [2, 16, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 1.0
    data = None


class Program_weight_tensor_meta_L_fc1_weight_:
    name = "L_fc1_weight_"
    shape = [256, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_fc1_bias_:
    name = "L_fc1_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_fc2_weight_:
    name = "L_fc2_weight_"
    shape = [64, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_fc2_bias_:
    name = "L_fc2_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_norm_weight_:
    name = "L_norm_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_norm_bias_:
    name = "L_norm_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


