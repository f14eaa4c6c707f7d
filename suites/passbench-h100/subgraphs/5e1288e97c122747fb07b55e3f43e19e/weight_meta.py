class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1, 3, 224, 224]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.229
    std = 1.286
    data = None


class Program_weight_tensor_meta_L_self_modules_patch_embed_modules_proj_parameters_weight_:
    name = "L_self_modules_patch_embed_modules_proj_parameters_weight_"
    shape = [96, 3, 4, 4]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_patch_embed_modules_norm_buffers_running_mean_:
    name = "L_self_modules_patch_embed_modules_norm_buffers_running_mean_"
    shape = [96]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_patch_embed_modules_norm_buffers_running_var_:
    name = "L_self_modules_patch_embed_modules_norm_buffers_running_var_"
    shape = [96]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_patch_embed_modules_norm_parameters_weight_:
    name = "L_self_modules_patch_embed_modules_norm_parameters_weight_"
    shape = [96]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_patch_embed_modules_norm_parameters_bias_:
    name = "L_self_modules_patch_embed_modules_norm_parameters_bias_"
    shape = [96]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
