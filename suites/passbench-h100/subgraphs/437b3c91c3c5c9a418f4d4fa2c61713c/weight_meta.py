class Program_weight_tensor_meta_input_7:
    name = "input_7"
    shape = [1, 64, 112, 112]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0035649059786100777
    std = 0.0032994612001165757
    data = None
    min_val = 0.0
    max_val = 0.02283984050154686


class Program_weight_tensor_meta_L_self_modules_features_modules_7_parameters_weight_:
    name = "L_self_modules_features_modules_7_parameters_weight_"
    shape = [128, 64, 3, 3]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_parameters_bias_:
    name = "L_self_modules_features_modules_7_parameters_bias_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_buffers_running_mean_:
    name = "L_self_modules_features_modules_8_buffers_running_mean_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_buffers_running_var_:
    name = "L_self_modules_features_modules_8_buffers_running_var_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_8_parameters_weight_:
    name = "L_self_modules_features_modules_8_parameters_weight_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_parameters_bias_:
    name = "L_self_modules_features_modules_8_parameters_bias_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
