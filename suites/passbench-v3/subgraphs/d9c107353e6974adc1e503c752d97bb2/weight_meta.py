class Program_weight_tensor_meta_attn_output_17:
    name = "attn_output_17"
    shape = [49, 4, 4, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.000299262755672076
    std = 0.01571820946595638
    data = None
    min_val = -0.07190817594528198
    max_val = 0.0683426484465599


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_3_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_backbone_modules_blocks_modules_3_modules_attn_modules_proj_parameters_weight_"
    shape = [384, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.775403910308385e-05
    std = 0.020019980336924932
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_3_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_backbone_modules_blocks_modules_3_modules_attn_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
