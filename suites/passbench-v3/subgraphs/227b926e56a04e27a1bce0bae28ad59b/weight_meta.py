class Program_weight_tensor_meta_attn_output_12:
    name = "attn_output_12"
    shape = [1, 128, 16, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00026204023042784635
    std = 0.10651168369029489
    data = None
    min_val = -0.46994102001190186
    max_val = 0.41271865367889404


class Program_weight_tensor_meta_L_self_modules_language_model_modules_layers_modules_2_modules_self_attn_modules_o_proj_parameters_weight_:
    name = "L_self_modules_language_model_modules_layers_modules_2_modules_self_attn_modules_o_proj_parameters_weight_"
    shape = [1024, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.6049975111465244e-06
    std = 0.01999988455827279
    data = None
