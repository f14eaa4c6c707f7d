class Program_weight_tensor_meta_to:
    name = "to"
    shape = [1, 3, 224, 224]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0022701279779417426
    std = 0.2003660280120898
    data = None
    min_val = -0.975330650806427
    max_val = 0.8917723298072815


class Program_weight_tensor_meta_L_self_modules_backbone_modules_patch_embed_modules_projection_parameters_weight_:
    name = "L_self_modules_backbone_modules_patch_embed_modules_projection_parameters_weight_"
    shape = [96, 3, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00016333755854262496
    std = 0.0201609611837006
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_patch_embed_modules_projection_parameters_bias_:
    name = "L_self_modules_backbone_modules_patch_embed_modules_projection_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
