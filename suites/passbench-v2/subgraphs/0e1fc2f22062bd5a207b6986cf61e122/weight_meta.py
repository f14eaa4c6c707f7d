class Program_weight_tensor_meta_hidden_state_142:
    name = "hidden_state_142"
    shape = [1, 1024, 28, 56]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.749682773892255e-24
    std = 1.8424566412606488e-22
    data = None
    min_val = -7.89638911400177e-22
    max_val = 7.454546732592288e-22


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_1_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_1_modules_normalization_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_1_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_1_modules_normalization_buffers_running_var_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_1_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_1_modules_normalization_parameters_weight_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_1_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_2_modules_blocks_modules_1_modules_aggregation_modules_1_modules_normalization_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_107:
    name = "hidden_state_107"
    shape = [1, 1024, 28, 56]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.2387330404748371e-20
    std = 1.9228885362963258e-20
    data = None
    min_val = 0.0
    max_val = 1.3996416829689195e-19
