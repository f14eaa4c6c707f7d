class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 201, 8, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.1601180231130297e-06
    std = 1.838452558842307e-05
    data = None
    min_val = -5.043633791501634e-05
    max_val = 4.465187157620676e-05


class Program_weight_tensor_meta_L_self_modules_self_attn_modules_o_proj_parameters_weight_:
    name = "L_self_modules_self_attn_modules_o_proj_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.6432808896710716e-05
    std = 0.019952325299401368
    data = None


class Program_weight_tensor_meta_L_self_modules_self_attn_modules_o_proj_parameters_bias_:
    name = "L_self_modules_self_attn_modules_o_proj_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
