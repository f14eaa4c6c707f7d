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


class Program_weight_tensor_meta_L_self_modules_cross_modal_text_layers_modules_0_modules_crossattention_modules_self_modules_value_parameters_weight_:
    name = "L_self_modules_cross_modal_text_layers_modules_0_modules_crossattention_modules_self_modules_value_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.6449367026877813e-05
    std = 0.04995057345429463
    data = None


class Program_weight_tensor_meta_L_self_modules_cross_modal_text_layers_modules_0_modules_crossattention_modules_self_modules_value_parameters_bias_:
    name = "L_self_modules_cross_modal_text_layers_modules_0_modules_crossattention_modules_self_modules_value_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_layer_8:
    name = "key_layer_8"
    shape = [1, 12, 325, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00011744650493985485
    std = 0.2764234651887298
    data = None
    min_val = -1.381052851676941
    max_val = 1.3009285926818848
