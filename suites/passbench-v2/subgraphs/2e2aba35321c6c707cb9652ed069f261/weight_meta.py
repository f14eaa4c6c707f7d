class Program_weight_tensor_meta_input_588:
    name = "input_588"
    shape = [1, 640, 7, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0005532419499327168
    std = 0.03739951003307152
    data = None
    min_val = -0.11126839369535446
    max_val = 0.11215957999229431


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_7_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [640]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.003
    std = 0.166
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_1_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_7_modules_1_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [640]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.146
    std = 0.098
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_1_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_1_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [640]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.091
    std = 0.415
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_1_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_1_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [640]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.001
    std = 0.02
    data = None


class Program_weight_tensor_meta_input_580:
    name = "input_580"
    shape = [1, 640, 7, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.023273861182424815
    std = 0.4218378632271182
    data = None
    min_val = -2.1246237754821777
    max_val = 1.8548777103424072
