class Program_weight_tensor_meta_input_146:
    name = "input_146"
    shape = [1, 144, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 9.054051059492227e-24
    std = 4.729452659748412e-21
    data = None
    min_val = -1.863737763366846e-20
    max_val = 2.0023604708923756e-20


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_4_modules_1_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_1_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_1_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_138:
    name = "input_138"
    shape = [1, 144, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.351530565151067e-19
    std = 5.1215126808392584e-17
    data = None
    min_val = -2.29043479349516e-16
    max_val = 2.3458056019549694e-16
