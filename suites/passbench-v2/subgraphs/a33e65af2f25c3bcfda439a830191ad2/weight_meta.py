class Program_weight_tensor_meta_inputs_embeds_2:
    name = "inputs_embeds_2"
    shape = [1, 1500, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 6.589155011155779e-08
    std = 0.0006876420905315888
    data = None
    min_val = -0.003395390696823597
    max_val = 0.0034713007044047117


class Program_weight_tensor_meta_L_self_modules_embed_positions_parameters_weight_:
    name = "L_self_modules_embed_positions_parameters_weight_"
    shape = [1500, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -5.139270138189253e-06
    std = 0.020010266732994393
    data = None
