class Program_weight_tensor_meta_input_ids:
    name = "input_ids"
    shape = [1, 31]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [75, 3749, 82, 15, 3942, 13545, 3588, 4570, 69, 17, 1016, 4156, 3244, 983, 14386, 18797, 27566, 2983, 28071, 88, 4842, 25196, 86, 3171, 21629, 18740, 1962, 1402, 23566, 17, 224]


class Program_weight_tensor_meta_L_self_modules_transformer_modules_wte_parameters_weight_:
    name = "L_self_modules_transformer_modules_wte_parameters_weight_"
    shape = [32002, 1536]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_wpe_parameters_weight_:
    name = "L_self_modules_transformer_modules_wpe_parameters_weight_"
    shape = [2048, 1536]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_attention_mask_:
    name = "L_attention_mask_"
    shape = [1, 31]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
