class Program_weight_tensor_meta_x_se_45:
    name = "x_se_45"
    shape = [1, 243, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.2181363722387076e-16
    std = 2.4706284454376225e-15
    data = None
    min_val = -7.70259913794244e-15
    max_val = 6.679192755246113e-15


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_se_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_14_modules_se_modules_bn_buffers_running_mean_"
    shape = [243]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_se_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_14_modules_se_modules_bn_buffers_running_var_"
    shape = [243]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_se_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_14_modules_se_modules_bn_parameters_weight_"
    shape = [243]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_se_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_14_modules_se_modules_bn_parameters_bias_"
    shape = [243]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
