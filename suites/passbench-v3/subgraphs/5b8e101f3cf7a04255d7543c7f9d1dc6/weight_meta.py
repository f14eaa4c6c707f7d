class Program_weight_tensor_meta_layer_norm_26:
    name = "layer_norm_26"
    shape = [1, 4, 128]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0918483894784003e-09
    std = 1.0009729575816826
    data = None
    min_val = -3.179636001586914
    max_val = 3.0404725074768066


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_mlp_modules_dense1_parameters_weight_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_mlp_modules_dense1_parameters_weight_"
    shape = [512, 128]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_mlp_modules_dense1_parameters_bias_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_mlp_modules_dense1_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
