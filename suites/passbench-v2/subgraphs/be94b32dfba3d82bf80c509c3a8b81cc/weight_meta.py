class Program_weight_tensor_meta_attn_out_70:
    name = "attn_out_70"
    shape = [128, 1, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.5240823979331565e-05
    std = 0.0013956614190782598
    data = None
    min_val = -0.004522995091974735
    max_val = 0.00522583955898881


class Program_weight_tensor_meta_output_160:
    name = "output_160"
    shape = [128, 1, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -8.962407899160141e-10
    std = 1.0000037882531267
    data = None
    min_val = -4.079227447509766
    max_val = 4.3662190437316895


class Program_weight_tensor_meta_L_self_modules_layer_modules_23_modules_rel_attn_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_layer_modules_23_modules_rel_attn_modules_layer_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer_modules_23_modules_rel_attn_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_layer_modules_23_modules_rel_attn_modules_layer_norm_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
