class Program_weight_tensor_meta_attn_output_28:
    name = "attn_output_28"
    shape = [1, 128, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0023743388994620883
    std = 0.04406413238280397
    data = None
    min_val = -0.11913072317838669
    max_val = 0.14036551117897034


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_5_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_5_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.900141593166057e-05
    std = 0.044265379998257436
    data = None
