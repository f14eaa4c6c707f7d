class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 128, 16, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.2954904254586382e-05
    std = 0.026580423939444087
    data = None
    min_val = -0.08360888063907623
    max_val = 0.09412242472171783


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.37543972500795e-05
    std = 0.031246538492234698
    data = None
