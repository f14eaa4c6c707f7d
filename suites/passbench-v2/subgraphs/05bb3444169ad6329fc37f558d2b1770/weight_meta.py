class Program_weight_tensor_meta_attn_output_3:
    name = "attn_output_3"
    shape = [1, 128, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.001508817121131177
    std = 0.07657782572253105
    data = None
    min_val = -0.21792706847190857
    max_val = 0.212619811296463


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.1129226350110757e-05
    std = 0.020000789342259778
    data = None
