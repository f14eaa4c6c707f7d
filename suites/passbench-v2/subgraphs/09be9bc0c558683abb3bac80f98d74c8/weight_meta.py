class Program_weight_tensor_meta_attn_output_12:
    name = "attn_output_12"
    shape = [1, 128, 6, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0008770608300683429
    std = 0.017049227709169123
    data = None
    min_val = -0.04689093306660652
    max_val = 0.04994706064462662


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_"
    shape = [512, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00015137978387876985
    std = 0.050860905935052346
    data = None
