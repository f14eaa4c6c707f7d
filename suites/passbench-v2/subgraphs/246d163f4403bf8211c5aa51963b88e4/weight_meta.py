class Program_weight_tensor_meta_layer_input:
    name = "layer_input"
    shape = [1, 128, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = -9.737211590300776e-05
    std = 0.0005005767456722958
    data = None
    min_val = -0.0019918710459023714
    max_val = 0.0018787502776831388


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_bottleneck_modules_input_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_bottleneck_modules_input_modules_LayerNorm_parameters_weight_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_bottleneck_modules_input_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_bottleneck_modules_input_modules_LayerNorm_parameters_bias_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
