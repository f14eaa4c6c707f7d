class Program_weight_tensor_meta_input_ids:
    name = "input_ids"
    shape = [1, 19]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [15496, 11, 616, 1438, 318, 5811, 13, 314, 716, 4673, 546, 1588, 3303, 4981, 290, 511, 45619, 13, 220]


class Program_weight_tensor_meta_L_self_modules_transformer_modules_wte_parameters_weight_:
    name = "L_self_modules_transformer_modules_wte_parameters_weight_"
    shape = [50257, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_wpe_parameters_weight_:
    name = "L_self_modules_transformer_modules_wpe_parameters_weight_"
    shape = [1024, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_attention_mask_:
    name = "L_attention_mask_"
    shape = [1, 19]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
