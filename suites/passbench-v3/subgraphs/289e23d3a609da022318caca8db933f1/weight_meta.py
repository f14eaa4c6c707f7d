class Program_weight_tensor_meta_layer_norm_3:
    name = "layer_norm_3"
    shape = [1, 256, 16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -1.6398189472965896e-09
    std = 1.0001170574381661
    data = None
    min_val = -2.0726563930511475
    max_val = 2.013261556625366


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_0_modules_0_modules_mlp_modules_dense1_parameters_weight_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_0_modules_0_modules_mlp_modules_dense1_parameters_weight_"
    shape = [64, 16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.001
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_0_modules_0_modules_mlp_modules_dense1_parameters_bias_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_0_modules_0_modules_mlp_modules_dense1_parameters_bias_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
