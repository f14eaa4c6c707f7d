class Program_weight_tensor_meta_input_1:
    name = "input_1"
    shape = [1, 24, 112, 112]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.2155197002424364e-05
    std = 0.004168779900749161
    data = None
    min_val = -0.02143554948270321
    max_val = 0.019538884982466698


class Program_weight_tensor_meta_L_self_modules_patch_embed_modules_patch_embedding_modules_1_buffers_running_mean_:
    name = "L_self_modules_patch_embed_modules_patch_embedding_modules_1_buffers_running_mean_"
    shape = [24]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_patch_embed_modules_patch_embedding_modules_1_buffers_running_var_:
    name = "L_self_modules_patch_embed_modules_patch_embedding_modules_1_buffers_running_var_"
    shape = [24]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_patch_embed_modules_patch_embedding_modules_1_parameters_weight_:
    name = "L_self_modules_patch_embed_modules_patch_embedding_modules_1_parameters_weight_"
    shape = [24]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_patch_embed_modules_patch_embedding_modules_1_parameters_bias_:
    name = "L_self_modules_patch_embed_modules_patch_embedding_modules_1_parameters_bias_"
    shape = [24]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
