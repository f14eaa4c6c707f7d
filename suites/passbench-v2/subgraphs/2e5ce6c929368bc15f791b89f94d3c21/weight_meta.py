class Program_weight_tensor_meta_hidden_states_7:
    name = "hidden_states_7"
    shape = [1, 1500, 5120]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.005257122196692652
    std = 0.05737937111803057
    data = None
    min_val = -0.1646960824728012
    max_val = 0.44137462973594666


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_fc2_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_fc2_parameters_weight_"
    shape = [1280, 5120]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.298658902842903e-06
    std = 0.020004161344978486
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_fc2_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_fc2_parameters_bias_"
    shape = [1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
