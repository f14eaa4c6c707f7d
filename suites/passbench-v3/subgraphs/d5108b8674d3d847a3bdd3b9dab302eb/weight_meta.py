class Program_weight_tensor_meta_attn_output_27:
    name = "attn_output_27"
    shape = [1, 196, 4, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00031425992418474935
    std = 0.016848022897593365
    data = None
    min_val = -0.04511171951889992
    max_val = 0.044858746230602264


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_5_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_backbone_modules_blocks_modules_5_modules_attn_modules_proj_parameters_weight_"
    shape = [384, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.5223280098449594e-05
    std = 0.02005261486277385
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_5_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_backbone_modules_blocks_modules_5_modules_attn_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
