class Program_weight_tensor_meta_hidden_states_62:
    name = "hidden_states_62"
    shape = [1, 256, 2000]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.773089559775458e-07
    std = 1.9142135047904375e-05
    data = None
    min_val = -0.00011453264596639201
    max_val = 0.00010273861698806286


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_conv1_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_conv1_parameters_weight_"
    shape = [512, 256, 16]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0457687754597781e-05
    std = 0.020004418094844063
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_conv1_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
