class Program_weight_tensor_meta_variance_36:
    name = "variance_36"
    shape = [1, 5, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.381276335820212e-20
    std = 9.323504822148964e-21
    data = [1.71983030876764e-20, 3.8742619576054944e-20, 3.6629192498027565e-20, 3.8009511371134216e-20, 3.848419025811748e-20]
    min_val = 1.71983030876764e-20
    max_val = 3.8742619576054944e-20


class Program_weight_tensor_meta_hidden_states_248:
    name = "hidden_states_248"
    shape = [1, 5, 2048]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.2184533811644095e-12
    std = 1.8388741536452271e-10
    data = None
    min_val = -8.900592485261427e-10
    max_val = 7.026488280104104e-10


class Program_weight_tensor_meta_L_self_modules_encoder_modules_conv_layers_modules_5_modules_stage_modules_0_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_conv_layers_modules_5_modules_stage_modules_0_modules_norm_parameters_weight_"
    shape = [2048]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
