class Program_weight_tensor_meta_hidden_states_104:
    name = "hidden_states_104"
    shape = [1, 4, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 6.160676763709155e-06
    std = 0.00018413790467453045
    data = None
    min_val = -0.0011118967086076736
    max_val = 0.000993517809547484


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_mlp_modules_dense2_parameters_weight_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_mlp_modules_dense2_parameters_weight_"
    shape = [128, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_mlp_modules_dense2_parameters_bias_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_mlp_modules_dense2_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
