class Program_weight_tensor_meta_pow_8:
    name = "pow_8"
    shape = [1, 128, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.04241120356533054
    std = 0.060437573187364195
    data = None
    min_val = 6.140886410488378e-11
    max_val = 0.8850030303001404


class Program_weight_tensor_meta_attention_output_3:
    name = "attention_output_3"
    shape = [1, 128, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0035001685465005927
    std = 0.20591162996065335
    data = None
    min_val = -0.8535611033439636
    max_val = 0.940746009349823


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_layer_modules_1_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_layer_modules_1_modules_layer_norm_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
