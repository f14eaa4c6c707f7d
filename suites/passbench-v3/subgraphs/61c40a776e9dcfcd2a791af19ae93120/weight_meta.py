class Program_weight_tensor_meta_attn_output_22:
    name = "attn_output_22"
    shape = [25, 196, 4, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0006350191701573152
    std = 0.017261583332944815
    data = None
    min_val = -0.05849986895918846
    max_val = 0.07437976449728012


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_blocks_modules_4_modules_attn_modules_proj_parameters_weight_"
    shape = [384, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00012059972541661372
    std = 0.0199923862581385
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_4_modules_attn_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
