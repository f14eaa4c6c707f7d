class Program_weight_tensor_meta_hidden_states_41:
    name = "hidden_states_41"
    shape = [1, 128, 8000]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.7376582163747355e-05
    std = 0.00016116349857306502
    data = None
    min_val = -0.0012084193294867873
    max_val = 0.001135081285610795


class Program_weight_tensor_meta_L_self_modules_block_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_block_modules_1_modules_conv1_parameters_weight_"
    shape = [256, 128, 16]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.116564857810904e-05
    std = 0.020005514182133487
    data = None


class Program_weight_tensor_meta_L_self_modules_block_modules_1_modules_conv1_parameters_bias_:
    name = "L_self_modules_block_modules_1_modules_conv1_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
