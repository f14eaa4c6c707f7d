class Program_weight_tensor_meta_hidden_states_71:
    name = "hidden_states_71"
    shape = [1, 325, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.868639052411592e-10
    std = 0.9999969663727245
    data = None
    min_val = -4.480745792388916
    max_val = 4.551784515380859


class Program_weight_tensor_meta_L_self_modules_cross_modal_image_layers_modules_0_modules_crossattention_modules_self_modules_query_parameters_weight_:
    name = "L_self_modules_cross_modal_image_layers_modules_0_modules_crossattention_modules_self_modules_query_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -6.232767590128141e-05
    std = 0.04997981726033052
    data = None


class Program_weight_tensor_meta_L_self_modules_cross_modal_image_layers_modules_0_modules_crossattention_modules_self_modules_query_parameters_bias_:
    name = "L_self_modules_cross_modal_image_layers_modules_0_modules_crossattention_modules_self_modules_query_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
