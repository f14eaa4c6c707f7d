class Program_weight_tensor_meta_x_250:
    name = "x_250"
    shape = [64, 1, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.2761725409066171e-09
    std = 1.0000025744822594
    data = None
    min_val = -4.151017665863037
    max_val = 4.146977424621582


class Program_weight_tensor_meta_x_251:
    name = "x_251"
    shape = [64, 1, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.7045338181321742e-05
    std = 0.0016374549021023943
    data = None
    min_val = -0.004660594277083874
    max_val = 0.00591678824275732


class Program_weight_tensor_meta_L_args_0_modules_decoder_modules_layers_modules_11_modules_encoder_attn_layer_norm_parameters_weight_:
    name = "L_args_0_modules_decoder_modules_layers_modules_11_modules_encoder_attn_layer_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_args_0_modules_decoder_modules_layers_modules_11_modules_encoder_attn_layer_norm_parameters_bias_:
    name = "L_args_0_modules_decoder_modules_layers_modules_11_modules_encoder_attn_layer_norm_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
