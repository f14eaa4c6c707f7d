class Program_weight_tensor_meta_layer_norm_24:
    name = "layer_norm_24"
    shape = [1, 50, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.520096155616102e-09
    std = 0.9999281588451325
    data = None
    min_val = -4.028444766998291
    max_val = 3.990300416946411


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_1_modules_attention_modules_self_modules_value_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_1_modules_attention_modules_self_modules_value_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.436189153880332e-05
    std = 0.019980776498966946
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_1_modules_attention_modules_self_modules_value_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_1_modules_attention_modules_self_modules_value_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_layer_7:
    name = "key_layer_7"
    shape = [1, 8, 50, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00018762035117902086
    std = 0.09011369869553965
    data = None
    min_val = -0.34904685616493225
    max_val = 0.3678776025772095
