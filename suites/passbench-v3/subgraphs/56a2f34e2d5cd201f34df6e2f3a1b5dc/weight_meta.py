class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 12, 3072]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0013894439141208155
    std = 0.06335056687294713
    data = None
    min_val = -0.3608456254005432
    max_val = 0.3948482573032379


class Program_weight_tensor_meta_L_self_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_:
    name = "L_self_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.251
    data = None
