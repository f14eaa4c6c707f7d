class Program_weight_tensor_meta_attn_output_7:
    name = "attn_output_7"
    shape = [1, 128, 8, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0007220320461954104
    std = 0.024436591988192098
    data = None
    min_val = -0.06430808454751968
    max_val = 0.08521591126918793


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -9.268598981970074e-05
    std = 0.044223879125845585
    data = None
