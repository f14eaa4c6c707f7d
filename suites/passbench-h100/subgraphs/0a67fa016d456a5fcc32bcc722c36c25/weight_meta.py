class Program_weight_tensor_meta_scale:
    name = "scale"
    shape = [1, 16, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00039946959805092774
    std = 9.024814603155879e-05
    data = [0.0003068965452257544, 0.00046361327986232936, 0.00026560487458482385, 0.00033915453241206706, 0.0006465286714956164, 0.00037648409488610923, 0.00027664340450428426, 0.00044317892752587795, 0.000427982333349064, 0.0004112840397283435, 0.00039690558332949877, 0.0004194221692159772, 0.00043505383655428886, 0.00038690335350111127, 0.0004552858881652355, 0.00034057203447446227]
    min_val = 0.00026560487458482385
    max_val = 0.0006465286714956164


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_weight_:
    name = "L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_weight_"
    shape = [8, 16, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.04840544739636243
    std = 0.5218625234409162
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_bias_:
    name = "L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_bias_"
    shape = [8]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
