class Program_weight_tensor_meta_hidden_states_15:
    name = "hidden_states_15"
    shape = [2, 256, 28, 28]
    dtype = "torch.float32"
    device = "cpu"
    mean = 6.636857952129711e-24
    std = 1.1956822544480604e-23
    data = None
    min_val = 0.0
    max_val = 2.1151371517650554e-22


class Program_weight_tensor_meta_L_self_modules_backbone_modules_stages_modules_3_modules_blocks_modules_1_modules_conv1_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_stages_modules_3_modules_blocks_modules_1_modules_conv1_modules_conv_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.1645091701311986e-06
    std = 0.019987269859627774
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_stages_modules_3_modules_blocks_modules_1_modules_conv1_modules_norm_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_stages_modules_3_modules_blocks_modules_1_modules_conv1_modules_norm_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_stages_modules_3_modules_blocks_modules_1_modules_conv1_modules_norm_buffers_running_var_:
    name = "L_self_modules_backbone_modules_stages_modules_3_modules_blocks_modules_1_modules_conv1_modules_norm_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_stages_modules_3_modules_blocks_modules_1_modules_conv1_modules_norm_parameters_weight_:
    name = "L_self_modules_backbone_modules_stages_modules_3_modules_blocks_modules_1_modules_conv1_modules_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0004731810332820885
    std = 0.01997557442682148
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_stages_modules_3_modules_blocks_modules_1_modules_conv1_modules_norm_parameters_bias_:
    name = "L_self_modules_backbone_modules_stages_modules_3_modules_blocks_modules_1_modules_conv1_modules_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
