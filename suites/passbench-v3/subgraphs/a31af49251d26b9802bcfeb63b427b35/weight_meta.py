class Program_weight_tensor_meta_position_embeddings:
    name = "position_embeddings"
    shape = [1, 1024, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0008225942763524054
    std = 0.09080749949876313
    data = None
    min_val = -0.3593817353248596
    max_val = 0.37431600689888


class Program_weight_tensor_meta_L_self_modules_encode_positions_modules_conv_parameters_weight_:
    name = "L_self_modules_encode_positions_modules_conv_parameters_weight_"
    shape = [1024, 64, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.009356020742218e-08
    std = 0.020001354605045065
    data = None


class Program_weight_tensor_meta_L_self_modules_encode_positions_modules_conv_parameters_bias_:
    name = "L_self_modules_encode_positions_modules_conv_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
