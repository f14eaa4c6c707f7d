class Program_weight_tensor_meta_x_25:
    name = "x_25"
    shape = [1, 64, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.680266162641926e-05
    std = 0.00032675283584711253
    data = None
    min_val = -0.001358643639832735
    max_val = 0.001188487745821476


class Program_weight_tensor_meta_reshape_1:
    name = "reshape_1"
    shape = [1, 64, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_input_2:
    name = "input_2"
    shape = [1, 64, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0014718607801093677
    std = 0.040740701845805846
    data = None
    min_val = -0.15534654259681702
    max_val = 0.16301190853118896


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_downsample_modules_0_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_downsample_modules_0_parameters_weight_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_downsample_modules_0_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_downsample_modules_0_parameters_bias_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
