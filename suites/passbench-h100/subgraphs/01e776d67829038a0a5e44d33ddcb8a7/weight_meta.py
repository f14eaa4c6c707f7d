class Program_weight_tensor_meta_x_1:
    name = "x_1"
    shape = [1, 11, 3072]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.005162658829776293
    std = 0.055651298528851645
    data = None
    min_val = -0.13998693227767944
    max_val = 0.30680426955223083


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_ffn_modules_lin2_parameters_weight_:
    name = "L_self_modules_transformer_modules_layer_modules_0_modules_ffn_modules_lin2_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_ffn_modules_lin2_parameters_bias_:
    name = "L_self_modules_transformer_modules_layer_modules_0_modules_ffn_modules_lin2_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
