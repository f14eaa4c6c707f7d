class Program_weight_tensor_meta_attn_output_22:
    name = "attn_output_22"
    shape = [1, 196, 5, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0003657729996944099
    std = 0.006923373258321911
    data = None
    min_val = -0.022396812215447426
    max_val = 0.01704489253461361


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_weight_"
    shape = [160, 160]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00016745743095269771
    std = 0.0201009675925474
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_bias_"
    shape = [160]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
