class Program_weight_tensor_meta_norm_hidden_states_1:
    name = "norm_hidden_states_1"
    shape = [1, 256, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002516714899560884
    std = 0.9999936019270512
    data = None
    min_val = -4.623693466186523
    max_val = 4.433985233306885


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_ffn_modules_up_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_ffn_modules_up_proj_parameters_weight_"
    shape = [2816, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.22613587432251e-05
    std = 0.02000650190522201
    data = None


class Program_weight_tensor_meta_silu:
    name = "silu"
    shape = [1, 256, 2816]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.003977657477687573
    std = 0.06428935644607017
    data = None
    min_val = -0.21508777141571045
    max_val = 0.3678363561630249
