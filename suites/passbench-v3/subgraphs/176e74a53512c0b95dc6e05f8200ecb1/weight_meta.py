class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 40, 8, 36]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00025806616796791734
    std = 0.014361623347791494
    data = None
    min_val = -0.04153725504875183
    max_val = 0.03652748093008995


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_"
    shape = [288, 288]
    dtype = "torch.float32"
    device = "cpu"
    mean = -7.794228430567254e-06
    std = 0.020073819464308886
    data = None
