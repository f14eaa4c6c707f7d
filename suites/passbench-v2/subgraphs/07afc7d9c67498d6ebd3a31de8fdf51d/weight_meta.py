class Program_weight_tensor_meta_output_3:
    name = "output_3"
    shape = [1, 300, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.826948942090098e-29
    std = 5.636713352409614e-28
    data = None
    min_val = -1.881628548248474e-27
    max_val = 1.4349909496704911e-27


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_output_proj_parameters_weight_:
    name = "L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_output_proj_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0003307358895561635
    std = 0.06236004800445776
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_output_proj_parameters_bias_:
    name = "L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_output_proj_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
