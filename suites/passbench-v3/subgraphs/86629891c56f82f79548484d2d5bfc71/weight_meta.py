class Program_weight_tensor_meta_dropout_65:
    name = "dropout_65"
    shape = [1, 5184, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.7341359582951232e-06
    std = 8.577197456166397e-05
    data = None
    min_val = -0.00026090731262229383
    max_val = 0.0002479810791555792


class Program_weight_tensor_meta_features_flattened:
    name = "features_flattened"
    shape = [1, 5184, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.941566843143543e-06
    std = 0.02429160952928983
    data = None
    min_val = -0.11991117894649506
    max_val = 0.13887840509414673


class Program_weight_tensor_meta_L_self_modules_detr_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_detr_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_detr_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_detr_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
