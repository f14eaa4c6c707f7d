class Program_weight_tensor_meta_attn_output_7:
    name = "attn_output_7"
    shape = [49, 16, 2, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.948557897772508e-05
    std = 0.004941228517925554
    data = None
    min_val = -0.021410072222352028
    max_val = 0.01950431428849697


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_1_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_backbone_modules_blocks_modules_1_modules_attn_modules_proj_parameters_weight_"
    shape = [192, 192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00010325161672840773
    std = 0.020074547807065347
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_1_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_backbone_modules_blocks_modules_1_modules_attn_modules_proj_parameters_bias_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
