class Program_weight_tensor_meta_pos_emb_1:
    name = "pos_emb_1"
    shape = [1, 255, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.06065494012784934
    std = 0.14072171525335392
    data = None
    min_val = -0.5611887574195862
    max_val = 0.67863529920578


class Program_weight_tensor_meta_L_self_modules_encoder_modules_conformer_layers_modules_0_modules_self_attn_modules_linear_pos_parameters_weight_:
    name = "L_self_modules_encoder_modules_conformer_layers_modules_0_modules_self_attn_modules_linear_pos_parameters_weight_"
    shape = [384, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0004359202509910329
    std = 0.05105106312383119
    data = None
