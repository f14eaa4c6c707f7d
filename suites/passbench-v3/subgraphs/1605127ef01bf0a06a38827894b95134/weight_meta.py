class Program_weight_tensor_meta_quantized_representation_35:
    name = "quantized_representation_35"
    shape = [1, 1024, 31]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.2610415626293951e-06
    std = 0.00013747675506986653
    data = None
    min_val = -0.0005105834570713341
    max_val = 0.0005972592043690383


class Program_weight_tensor_meta_L_self_modules_decoder_modules_conv1_parameters_weight_:
    name = "L_self_modules_decoder_modules_conv1_parameters_weight_"
    shape = [1536, 1024, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.1419502731510439e-05
    std = 0.020002922307651674
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_conv1_parameters_bias_:
    name = "L_self_modules_decoder_modules_conv1_parameters_bias_"
    shape = [1536]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
