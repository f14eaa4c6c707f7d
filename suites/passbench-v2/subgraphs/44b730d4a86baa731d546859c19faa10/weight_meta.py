class Program_weight_tensor_meta_L_self_parameters_pos_embed_window_:
    name = "L_self_parameters_pos_embed_window_"
    shape = [1, 96, 8, 8]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_pos_embed:
    name = "pos_embed"
    shape = [1, 96, 256, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
