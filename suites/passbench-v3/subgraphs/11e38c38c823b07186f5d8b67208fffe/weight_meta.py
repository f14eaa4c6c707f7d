class Program_weight_tensor_meta_hidden_states_68:
    name = "hidden_states_68"
    shape = [1, 14, 14, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.235074773750453e-08
    std = 0.9997208901255473
    data = None
    min_val = -3.584364891052246
    max_val = 4.488417148590088


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_10_modules_proj_parameters_weight_:
    name = "L_self_modules_backbone_modules_blocks_modules_10_modules_proj_parameters_weight_"
    shape = [768, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.9412373072853306e-05
    std = 0.01997930640177191
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_10_modules_proj_parameters_bias_:
    name = "L_self_modules_backbone_modules_blocks_modules_10_modules_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
