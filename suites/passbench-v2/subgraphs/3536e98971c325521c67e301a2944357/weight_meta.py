class Program_weight_tensor_meta_x_8:
    name = "x_8"
    shape = [1, 56, 56, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.623366201246959e-06
    std = 0.012010980741256437
    data = None
    min_val = -0.04132188484072685
    max_val = 0.04334387183189392


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [32, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
