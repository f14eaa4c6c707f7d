class Program_weight_tensor_meta_input_3:
    name = "input_3"
    shape = [1, 4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0002871951471661305
    std = 0.009112633921952218
    data = None
    min_val = -0.030940664932131767
    max_val = 0.034137994050979614


class Program_weight_tensor_meta_L_self_modules_visual_projection_modules_1_buffers_running_mean_:
    name = "L_self_modules_visual_projection_modules_1_buffers_running_mean_"
    shape = [4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_visual_projection_modules_1_buffers_running_var_:
    name = "L_self_modules_visual_projection_modules_1_buffers_running_var_"
    shape = [4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_visual_projection_modules_1_parameters_weight_:
    name = "L_self_modules_visual_projection_modules_1_parameters_weight_"
    shape = [4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_visual_projection_modules_1_parameters_bias_:
    name = "L_self_modules_visual_projection_modules_1_parameters_bias_"
    shape = [4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
