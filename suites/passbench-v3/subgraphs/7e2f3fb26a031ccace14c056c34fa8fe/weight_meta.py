class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 9, 14, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00408613733644165
    std = 0.09621836191352977
    data = None
    min_val = -0.3928954005241394
    max_val = 0.36143937706947327


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_"
    shape = [1792, 1792]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 9.22635842134896e-06
    std = 0.019989376937970475
    data = None
