class Program_weight_tensor_meta_hidden_states_7:
    name = "hidden_states_7"
    shape = [2, 128, 56, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.539350427076683e-12
    std = 3.371272865307956e-12
    data = None
    min_val = 0.0
    max_val = 7.091671694325896e-11


class Program_weight_tensor_meta_L_self_modules_backbone_modules_stages_modules_2_modules_blocks_modules_1_modules_conv1_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_stages_modules_2_modules_blocks_modules_1_modules_conv1_modules_conv_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.937065470321563e-05
    std = 0.020030835057485825
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_stages_modules_2_modules_blocks_modules_1_modules_conv1_modules_norm_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_stages_modules_2_modules_blocks_modules_1_modules_conv1_modules_norm_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_stages_modules_2_modules_blocks_modules_1_modules_conv1_modules_norm_buffers_running_var_:
    name = "L_self_modules_backbone_modules_stages_modules_2_modules_blocks_modules_1_modules_conv1_modules_norm_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_stages_modules_2_modules_blocks_modules_1_modules_conv1_modules_norm_parameters_weight_:
    name = "L_self_modules_backbone_modules_stages_modules_2_modules_blocks_modules_1_modules_conv1_modules_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0016139199492499756
    std = 0.020978756761005534
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_stages_modules_2_modules_blocks_modules_1_modules_conv1_modules_norm_parameters_bias_:
    name = "L_self_modules_backbone_modules_stages_modules_2_modules_blocks_modules_1_modules_conv1_modules_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
