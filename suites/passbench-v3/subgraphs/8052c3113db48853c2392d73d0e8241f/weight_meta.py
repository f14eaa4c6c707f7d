class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 144, 8, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.503322308966848e-05
    std = 0.0175779458843537
    data = None
    min_val = -0.2697896957397461
    max_val = 0.24442455172538757


class Program_weight_tensor_meta_L_self_modules_decoder_transformer_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_:
    name = "L_self_modules_decoder_transformer_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.920715911439235e-06
    std = 0.019974604036967075
    data = None
