class Program_weight_tensor_meta_attn_output_8:
    name = "attn_output_8"
    shape = [1, 128, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00045867419251698706
    std = 0.018723963476383096
    data = None
    min_val = -0.04873865097761154
    max_val = 0.061344631016254425


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_"
    shape = [512, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.369929798819033e-06
    std = 0.05089319671512488
    data = None
