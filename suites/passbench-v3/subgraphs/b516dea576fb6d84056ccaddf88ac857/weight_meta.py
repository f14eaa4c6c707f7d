class Program_weight_tensor_meta_to:
    name = "to"
    shape = [1, 3, 1024, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0011096146913983547
    std = 0.19996553722921476
    data = None
    min_val = -0.9865915775299072
    max_val = 0.9383286237716675


class Program_weight_tensor_meta_L_self_modules_patch_embed_modules_projection_parameters_weight_:
    name = "L_self_modules_patch_embed_modules_projection_parameters_weight_"
    shape = [96, 3, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00016333755854262496
    std = 0.0201609611837006
    data = None


class Program_weight_tensor_meta_L_self_modules_patch_embed_modules_projection_parameters_bias_:
    name = "L_self_modules_patch_embed_modules_projection_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
