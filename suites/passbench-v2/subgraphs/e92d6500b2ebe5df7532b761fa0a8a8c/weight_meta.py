class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 1500, 6, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0001795635400952509
    std = 0.0020925390846080016
    data = None
    min_val = -0.0061296080239117146
    max_val = 0.005779529921710491


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.790907715440987e-05
    std = 0.020000994241394735
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
