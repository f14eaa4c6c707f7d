class Program_weight_tensor_meta_layer_norm_1:
    name = "layer_norm_1"
    shape = [1, 128, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.5734811406247974e-10
    std = 0.9999960528170645
    data = None
    min_val = -5.362188339233398
    max_val = 4.600153923034668


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_Wi_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_mlp_modules_Wi_parameters_weight_"
    shape = [2304, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.0693905570687567e-05
    std = 0.01758644198530608
    data = None
