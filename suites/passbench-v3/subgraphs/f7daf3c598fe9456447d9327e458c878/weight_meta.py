class Program_weight_tensor_meta_attn_output_27:
    name = "attn_output_27"
    shape = [1, 4096, 4, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0010760173732002976
    std = 0.019203397554994808
    data = None
    min_val = -0.04941508546471596
    max_val = 0.048556238412857056


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_blocks_modules_5_modules_attn_modules_proj_parameters_weight_"
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.5223280098449594e-05
    std = 0.02005261486277385
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_5_modules_attn_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
