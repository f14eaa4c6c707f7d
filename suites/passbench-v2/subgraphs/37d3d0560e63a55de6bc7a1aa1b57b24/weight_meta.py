class Program_weight_tensor_meta_cross_modal_image:
    name = "cross_modal_image"
    shape = [1, 325, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.6650963593688992e-10
    std = 0.9999365738012955
    data = None
    min_val = -4.4724202156066895
    max_val = 4.550353527069092


class Program_weight_tensor_meta_L_self_modules_cross_modal_text_layers_modules_0_modules_crossattention_modules_self_modules_key_parameters_weight_:
    name = "L_self_modules_cross_modal_text_layers_modules_0_modules_crossattention_modules_self_modules_key_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.829634141805239e-07
    std = 0.050001252387448694
    data = None


class Program_weight_tensor_meta_L_self_modules_cross_modal_text_layers_modules_0_modules_crossattention_modules_self_modules_key_parameters_bias_:
    name = "L_self_modules_cross_modal_text_layers_modules_0_modules_crossattention_modules_self_modules_key_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
