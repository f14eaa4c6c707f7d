class Program_weight_tensor_meta_input_39:
    name = "input_39"
    shape = [1, 64, 128, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 6.487960146245308e-05
    std = 0.0020621721483548485
    data = None
    min_val = -0.005770196206867695
    max_val = 0.004500240087509155


class Program_weight_tensor_meta_L_self_modules_out_conv_parameters_weight_:
    name = "L_self_modules_out_conv_parameters_weight_"
    shape = [3, 64, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.073
    data = None


class Program_weight_tensor_meta_L_self_modules_out_conv_parameters_bias_:
    name = "L_self_modules_out_conv_parameters_bias_"
    shape = [3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.019
    std = 0.047
    data = [0.064352, -0.028943, 0.02226]


class Program_weight_tensor_meta_base_flow:
    name = "base_flow"
    shape = [1, 3, 128, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0019025121572096755
    std = 0.19952896047322147
    data = None
    min_val = -0.9689434766769409
    max_val = 0.8937059640884399
