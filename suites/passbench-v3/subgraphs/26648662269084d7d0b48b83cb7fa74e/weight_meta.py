class Program_weight_tensor_meta_permute_105:
    name = "permute_105"
    shape = [1, 1, 1, 7, 7, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0038440752583385673
    std = 0.39706391479181097
    data = None
    min_val = -1.1064670085906982
    max_val = 1.4499762058258057


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_1_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_1_modules_attn_modules_qkv_parameters_weight_"
    shape = [3072, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.052
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_1_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_1_modules_attn_modules_qkv_parameters_bias_"
    shape = [3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.002
    std = 0.505
    data = None
